/**
 * The advertising rules' normaliser (lib/content/check/advertising/readerText.ts): a text as a
 * reader reads it, each character keeping where it came from in the source.
 */
import { describe, expect, it } from 'vitest'
import { readerText } from '../../lib/content/check/advertising/readerText.ts'

const read = (source: string) => readerText(source).text
/** Where each character of the reader's text came from. */
const sources = (source: string) => {
  const { text, from } = readerText(source)
  return [...text].map((_, i) => from(i))
}

describe('a text as a reader reads it', () => {
  it('drops what draws nothing: soft hyphens, zero-width characters, word joiners, marks of direction', () => {
    for (const invisible of [
      '\u00ad',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u200e',
      '\u202e',
      '\u034f',
      '\u180e',
    ])
      expect(read(`speci${invisible}alists`), JSON.stringify(invisible)).toBe('specialists')
  })

  it('decodes character references, and drops what they stand for when it draws nothing', () => {
    expect(read('speci&#97;lists')).toBe('specialists')
    expect(read('speci&#x61;lists')).toBe('specialists')
    expect(read('speci&shy;alists')).toBe('specialists')
    expect(read('no&nbsp;fee')).toBe('no fee')
    expect(read('&eacute;xito')).toBe('éxito')
    // One pass, as a browser: `&amp;lt;` shows `&lt;`; a name that is no reference stays as written.
    expect(read('&amp;lt; &notareference;')).toBe('&lt; &notareference;')
  })

  it('reads every kind of space and line break as one space, and none at the ends', () => {
    expect(read(' no\u00a0fee\u2009\u3000unless\n\twe\u2800win ')).toBe('no fee unless we win')
  })

  it('reads compatibility forms as their letters: full-width, mathematical, ligatures', () => {
    expect(read('ｓｐｅｃｉａｌｉｓｔｓ')).toBe('specialists')
    expect(read('𝐬𝐩𝐞𝐜𝐢𝐚𝐥𝐢𝐬𝐭𝐬')).toBe('specialists')
    expect(read('ﬁrm')).toBe('firm')
  })

  it('folds Cyrillic and Greek look-alikes to Latin, in both cases', () => {
    expect(read('sp\u0435ci\u0430lists')).toBe('specialists') // Cyrillic е, а
    expect(read('\u0405\u0420\u0415CIALISTS')).toBe('SPECIALISTS') // Cyrillic Ѕ, Р, Е
    expect(read('sp\u03b5ci\u03b1lists')).toBe('specialists') // Greek ε, α
    expect(read('\u03a4\u039f\u03a1-rated')).toBe('TOP-rated') // Greek Τ, Ο, Ρ
    expect(read('\u0441\u0443\u0445\u0456\u0458\u0455\u043e\u0440')).toBe('cyxijsop')
  })

  it('joins a decomposed accent to its letter and drops an accent left with no letter to join', () => {
    expect(read('especializacio\u0301n')).toBe('especialización')
    expect(read('spe\u0308cialists')).toBe('spëcialists')
    expect(read('speci\u0332alists')).toBe('specialists') // a combining underline has no composed letter
  })

  it("reads curly apostrophes as straight ones, as the rules' words are written", () => {
    expect(read('attorney\u2019s fee')).toBe("attorney's fee")
  })

  it('keeps where each character came from in the source', () => {
    expect(sources('ab')).toEqual([0, 1])
    expect(sources('a\u00adb')).toEqual([0, 2])
    expect(sources('a&#98;c')).toEqual([0, 1, 6])
    expect(sources('a  b')).toEqual([0, 1, 3])
    expect(sources('𝐚b')).toEqual([0, 2])
    expect(sources('o\u0301n')).toEqual([0, 2])
  })

  it('hands a plain text back as it is', () => {
    const plain = 'We handle car accident cases across Long Island.'
    expect(readerText(plain).text).toBe(plain)
    expect(sources(plain)).toEqual([...plain].map((_, i) => i))
  })
})
