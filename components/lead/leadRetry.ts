/**
 * When a lead may be sent again after the form service answered 429 (too many submissions: it
 * allows 50 per 10 s for the whole account and blocks for a minute an address that keeps trying):
 * never before its `Retry-After`, and after each 429 in a row twice as late (capped), with
 * jitter so that waiting leads do not all come back at once. Pure, so it is unit-tested.
 */
const FIRST_BACKOFF_MS = 2000
const MAX_BACKOFF_MS = 60_000

/** `Retry-After` (whole seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const text = header?.trim()
  if (!text) return undefined
  const at = /^\d+$/.test(text) ? now + Number(text) * 1000 : Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/**
 * ms to wait after the 429 number `refusals` in a row (0 for the first): the backoff doubles from
 * 2 s to 60 s; half of it is waited for sure (or all of `Retry-After`, if longer), plus up to the
 * other half at random (`random` in [0, 1)).
 */
export function retryDelay(refusals: number, retryAfter: number | undefined, random: number): number {
  const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** refusals)
  return Math.max(retryAfter ?? 0, backoff / 2) + (random * backoff) / 2
}
