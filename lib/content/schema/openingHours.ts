/**
 * An office's hours as site.yaml writes them for people (`days: Monday - Friday`, `time: 9:00 AM - 6:00 PM`),
 * read as the opening hours search engines take: the days each range covers and its times on a 24-hour
 * clock. A line whose time is not a range of clock times ("By appointment") opens no hours.
 */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface OpeningHours {
  days: Weekday[]
  /** `09:00` */
  opens: string
  /** `18:00` */
  closes: string
}

const CLOCK = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i

/** `9:00 AM` -> `09:00`; undefined when it is not a time of day. */
function clockTime(text: string): string | undefined {
  const match = CLOCK.exec(text.trim())
  if (!match) return undefined
  const [, h = '', m = '', half = ''] = match
  const hour = Number(h)
  if (hour < 1 || hour > 12 || Number(m) > 59) return undefined
  const hour24 = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)
  return `${String(hour24).padStart(2, '0')}:${m}`
}

/** `Monday - Friday` -> Monday..Friday; `Saturday` -> [Saturday]; undefined when it names no day. */
export function dayRange(text: string): Weekday[] | undefined {
  const [first, last, ...rest] = text.split(/\s*[-–]\s*/).map((d) => d.trim().toLowerCase())
  if (rest.length) return undefined
  const index = (day: string | undefined) => WEEKDAYS.findIndex((w) => w.toLowerCase() === day)
  const from = index(first)
  const to = last === undefined ? from : index(last)
  if (from < 0 || to < 0) return undefined
  const days: Weekday[] = []
  for (let i = from; ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i] as Weekday)
    if (i === to) return days
  }
}

/** The times of `9:00 AM - 6:00 PM`, or undefined ("By appointment", "Closed"). */
export function timeRange(text: string): { opens: string; closes: string } | undefined {
  const parts = text.split(/\s*[-–]\s*/)
  if (parts.length !== 2) return undefined
  const opens = clockTime(parts[0] ?? '')
  const closes = clockTime(parts[1] ?? '')
  return opens && closes ? { opens, closes } : undefined
}

/** Each line of an office's hours with clock times, as opening hours (lines without times are left out). */
export function openingHours(hours: { days: string; time: string }[]): OpeningHours[] {
  return hours.flatMap(({ days, time }) => {
    const range = timeRange(time)
    const weekdays = dayRange(days)
    return range && weekdays ? [{ days: weekdays, ...range }] : []
  })
}
