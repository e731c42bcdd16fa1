/**
 * The advertising rules' time grows with a line's length, not with its square: a line sixteen
 * times longer takes about sixteen times as long (each "specialist" once rescanned its whole
 * sentence, so one 156 KB line took 16 s). Timed as a ratio of the best of several runs, which a
 * busy machine slows alike: linear work gives about 16 (20 with the binary searches' logarithm),
 * quadratic work 256; the bound, 64, leaves room for noise either way.
 */
import { describe, expect, it } from 'vitest'
import { checkAdvertisingRules } from '../../lib/content/check/advertising/advertisingRules.ts'

const bestOf = (runs: number, work: () => void) => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    work()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

describe('the advertising rules on one long line', () => {
  // One sentence without a stop: every match falls in the same, ever longer, sentence and clause.
  for (const [name, unit, perUnit] of [
    ['a firm specialist', 'Our lawyers are specialists ', 1],
    ['a medical specialist', 'our doctor, a spine specialist ', 0],
    ['a no-fee promise', 'no fee unless we win ', 1],
  ] as const) {
    it(`takes time in proportion to its length: ${name}`, () => {
      const line = (length: number) => unit.repeat(Math.ceil(length / unit.length))
      const short = line(10_000)
      const long = line(160_000)
      expect(checkAdvertisingRules(long, 'f.mdx', 0)).toHaveLength((long.length / unit.length) * perUnit)
      bestOf(2, () => checkAdvertisingRules(short, 'f.mdx', 0)) // compiled before it is timed
      const ratio =
        bestOf(7, () => checkAdvertisingRules(long, 'f.mdx', 0)) /
        bestOf(7, () => checkAdvertisingRules(short, 'f.mdx', 0))
      expect(ratio).toBeLessThan(64)
    })
  }
})
