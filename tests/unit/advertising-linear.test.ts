/**
 * The advertising rules' time grows with a text's length, not with its square: a paragraph sixteen
 * times longer takes about sixteen times as long (each "specialist" once rescanned its whole
 * sentence, so one 156 KB line took 16 s). Timed as a ratio of the best of several runs, in CPU time
 * (a busy machine stops a long run more often than a short one, so wall time would stretch the
 * ratio; Vitest runs each test file in a process of its own): linear work gives about 16 (20 with the binary searches' logarithm),
 * quadratic work 256; the bound, 64, leaves room for noise either way. A text (a field's value has no
 * length limit) is normalised as a reader reads it and judged; a body is read as it renders first.
 */
import { describe, expect, it } from 'vitest'
import { judgeWrittenText } from '../../lib/content/check/advertising/advertisingRules.ts'
import { checkBodyAdvertising } from '../../lib/content/check/advertising/checkAdvertising.ts'
import { readMdxBody } from '../../lib/content/read/mdxFacts.ts'

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

const bestOf = (runs: number, work: () => void) => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < runs; i++) {
    const start = cpuMs()
    work()
    best = Math.min(best, cpuMs() - start)
  }
  return best
}

const ratioOf = (check: (size: number) => () => unknown, size = 10_000) => {
  const short = check(size)
  const long = check(size * 16)
  bestOf(2, short) // compiled before it is timed
  return bestOf(7, long) / bestOf(7, short)
}

describe('the advertising rules on one long text', () => {
  // One sentence without a stop: every match falls in the same, ever longer, sentence and clause.
  for (const [name, unit, perUnit] of [
    ['a firm specialist', 'Our lawyers are specialists ', 1],
    ['a medical specialist', 'our doctor, a spine specialist ', 0],
    ['a no-fee promise', 'no fee unless we win ', 1],
    ['a denied claim', 'no attorney is a specialist, ', 0],
    ['a superlative', 'we are the best lawyers ', 1],
    ['a guarantee', 'we guarantee results ', 1],
    ['a win rate', 'we win 98% of our cases ', 1],
    ['a hidden spelling', 'we are speci\u00ADal&#105;sts ', 1],
  ] as const) {
    it(`takes time in proportion to its length: ${name}`, () => {
      const text = (length: number) => unit.repeat(Math.ceil(length / unit.length))
      expect(judgeWrittenText(text(160_000), 'en')).toHaveLength(Math.ceil(160_000 / unit.length) * perUnit)
      expect(ratioOf((size) => () => judgeWrittenText(text(size), 'en'))).toBeLessThan(64)
    })
  }
})

describe('the advertising rules on a long body', () => {
  // The Markdown parser, which is not timed here, takes seconds for the longer body.
  it('takes time in proportion to its length, read as it renders', { timeout: 120_000 }, () => {
    const paragraph = 'Our lawyers are speci**al**ists.\n\n'
    const count = (length: number) => Math.ceil(length / paragraph.length)
    const body = (length: number) => readMdxBody(paragraph.repeat(count(length)), 'f.mdx', 0).tree!
    const ratio = ratioOf((size) => {
      const tree = body(size)
      expect(checkBodyAdvertising(tree, 'f.mdx', 0, 'en')).toHaveLength(count(size))
      return () => checkBodyAdvertising(tree, 'f.mdx', 0, 'en')
    }, 4_000)
    expect(ratio).toBeLessThan(64)
  })
})
