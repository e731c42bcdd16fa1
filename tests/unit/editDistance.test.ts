import { describe, expect, it } from 'vitest'
import { editDistance } from '../../lib/text/editDistance.ts'
import { isTypoOf } from '../../components/search/typos.ts'
import { closest } from '../../lib/text/closest.ts'

describe('editDistance', () => {
  it('counts inserts, deletes and replacements', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('same', 'same')).toBe(0)
    expect(editDistance('negligence', 'neglegence')).toBe(1)
  })

  it('gives up at max + 1 once the distance must exceed max', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
  })

  it("serves both the search typos and the content checks' suggestions", () => {
    expect(isTypoOf('negligence', 'neglegence')).toBe(true)
    expect(isTypoOf('fee', 'tax')).toBe(false)
    expect(closest('discription', ['title', 'description', 'keywords'])).toBe('description')
    expect(closest('zzz', ['title', 'description'])).toBeUndefined()
  })
})
