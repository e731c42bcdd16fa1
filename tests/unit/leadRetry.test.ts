/** When a lead goes again after the form service's 429: Retry-After read as the service may send it, then a capped, jittered backoff. */
import { describe, expect, it } from 'vitest'
import { retryAfterMs, retryDelay } from '../../components/lead/leadRetry.ts'

const now = Date.UTC(2025, 0, 15, 12, 0, 0)

describe('retryAfterMs', () => {
  it('reads whole seconds', () => {
    expect(retryAfterMs('2', now)).toBe(2000)
    expect(retryAfterMs(' 120 ', now)).toBe(120_000)
    expect(retryAfterMs('0', now)).toBe(0)
  })

  it('reads an HTTP date, as time from now', () => {
    expect(retryAfterMs('Wed, 15 Jan 2025 12:00:30 GMT', now)).toBe(30_000)
  })

  it('reads a date already past as no wait', () => {
    expect(retryAfterMs('Wed, 15 Jan 2025 11:59:00 GMT', now)).toBe(0)
  })

  it('has nothing to say when the header is absent (not exposed to the page), empty or unreadable', () => {
    expect(retryAfterMs(null, now)).toBeUndefined()
    expect(retryAfterMs('', now)).toBeUndefined()
    expect(retryAfterMs('soon', now)).toBeUndefined()
  })
})

describe('retryDelay', () => {
  it('doubles from 1-2 s after each 429 in a row, and stops growing at 30-60 s', () => {
    const range = (refusals: number) => [retryDelay(refusals, undefined, 0), retryDelay(refusals, undefined, 0.999999)]
    expect(range(0)).toEqual([1000, expect.closeTo(2000, 0)])
    expect(range(1)).toEqual([2000, expect.closeTo(4000, 0)])
    expect(range(2)).toEqual([4000, expect.closeTo(8000, 0)])
    expect(range(5)).toEqual([30_000, expect.closeTo(60_000, 0)])
    expect(range(40)).toEqual([30_000, expect.closeTo(60_000, 0)])
  })

  it('spreads retries at random over the upper half (jitter)', () => {
    const delays = [0, 0.25, 0.5, 0.75].map((random) => retryDelay(2, undefined, random))
    expect(delays).toEqual([4000, 5000, 6000, 7000])
  })

  it('never sooner than Retry-After; its jitter comes on top', () => {
    expect(retryDelay(0, 10_000, 0)).toBe(10_000)
    expect(retryDelay(0, 10_000, 0.5)).toBe(10_500)
    // A short Retry-After does not cut the backoff.
    expect(retryDelay(3, 1000, 0)).toBe(8000)
    for (let refusals = 0; refusals < 10; refusals++)
      for (const random of [0, 0.3, 0.99]) expect(retryDelay(refusals, 45_000, random)).toBeGreaterThanOrEqual(45_000)
  })
})
