/**
 * The tabs' record of which lead ids went out, as pure steps over the marks (kept in storage every
 * tab reads: components/lead/indexedDbMarks.ts). A tab claims an id before it sends it, and settles
 * the claim after: `sent`, or removed so that a later try may go. Only ids and times, never what
 * the visitor typed.
 */
import type { SendMarks } from './ports.ts'
import { KEEP_SENT_MS, STALE_SENDING_MS } from './timing.ts'

/** `mine`: send it now; `sent`: a tab sent it; `elsewhere`: a tab is sending it (a fresh mark) until `until` at the latest. */
export type Claim = { kind: 'mine' } | { kind: 'sent' } | { kind: 'elsewhere'; until: number }

/** The marks without those too old to matter (and anything that is not a mark). */
function kept(marks: SendMarks, now: number): SendMarks {
  return Object.fromEntries(
    Object.entries(marks && typeof marks === 'object' ? marks : {}).filter(
      ([, mark]) => typeof mark?.at === 'number' && now - mark.at < KEEP_SENT_MS,
    ),
  )
}

export function claim(marks: SendMarks, id: string, now: number): [SendMarks, Claim] {
  const mark = kept(marks, now)[id]
  if (mark?.state === 'sent') return [marks, { kind: 'sent' }]
  // A clock set back must not hold a lead for hours: only a mark from the last STALE_SENDING_MS counts.
  if (mark && Math.abs(now - mark.at) < STALE_SENDING_MS)
    return [marks, { kind: 'elsewhere', until: mark.at + STALE_SENDING_MS }]
  return [{ ...kept(marks, now), [id]: { state: 'sending', at: now } }, { kind: 'mine' }]
}

export function settle(marks: SendMarks, id: string, sent: boolean, now: number): [SendMarks, undefined] {
  const { [id]: _, ...others } = kept(marks, now)
  return [sent ? { ...others, [id]: { state: 'sent', at: now } } : others, undefined]
}
