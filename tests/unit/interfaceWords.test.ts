/**
 * content/interface.yaml's schema: each key in English and Spanish, with the same placeholders,
 * refused at file:line in plain words (fixtures in tests/fixtures/interface/, one case a folder).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadInterfaceWords } from '../../lib/content/read/loadInterfaceWords.ts'
import type { ContentProblem } from '../../lib/content/model/problems.ts'
import { INTERFACE_KEYS } from '../../lib/content/schema/interfaceKeys.ts'
import { fillParts, fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { englishWords, interfaceProblems, spanishWords } from '../realInterfaceWords.ts'

const fixture = (name: string) => {
  const problems: ContentProblem[] = []
  const read = loadInterfaceWords(path.resolve('tests/fixtures/interface', name), problems)
  return { read, problems, file: `tests/fixtures/interface/${name}/interface.yaml` }
}

describe('content/interface.yaml', () => {
  it('is valid, and every key has its words in both languages', () => {
    expect(interfaceProblems).toEqual([])
    for (const [group, keys] of Object.entries(INTERFACE_KEYS))
      for (const key of keys) {
        const en = (englishWords as Record<string, Record<string, string>>)[group]?.[key]
        const es = (spanishWords as Record<string, Record<string, string>>)[group]?.[key]
        expect(en, `${group}.${key}`).toBeTruthy()
        expect(es, `${group}.${key}`).toBeTruthy()
      }
  })
})

describe('refusals', () => {
  it('a word without its Spanish, at its line', () => {
    const { read, problems, file } = fixture('missing-spanish')
    expect(read.words).toBeUndefined()
    expect(problems).toContainEqual({
      file,
      line: 3,
      message: '`lead.firstName` has no Spanish words: add a line `es: ...` under it, with the Spanish text.',
    })
  })

  it('placeholders that differ between the languages', () => {
    const { problems, file } = fixture('placeholders')
    expect(problems).toContainEqual({
      file,
      line: 3,
      message:
        '`shell.callPhone` has the placeholders {phone} in English but {telefono} in Spanish: write the same ones in both (the site fills them in), and translate only the words around them.',
    })
  })

  it('a missing key, at the line of its group', () => {
    const { problems, file } = fixture('missing-key')
    expect(problems).toContainEqual({
      file,
      line: 2,
      message:
        '`lead.lastName` is missing: add `lastName:` under `lead:`, with its `en:` and `es:` lines (the site shows these words).',
    })
    expect(problems).toContainEqual({
      file,
      line: 1,
      message: '`shell` is missing: add the group `shell:` with each of its words in `en:` and `es:`.',
    })
    expect(problems.some((p) => p.message.includes('`lead.firstName`'))).toBe(false)
  })

  it('an unknown key, with the key it resembles', () => {
    const { problems, file } = fixture('unknown-key')
    expect(problems).toContainEqual(
      expect.objectContaining({
        file,
        line: 4,
        message: expect.stringMatching(/^unknown field `lastNme` in `lead`; did you mean `lastName`\?/),
      }),
    )
  })

  it('a folder without the file', () => {
    const { read, problems } = fixture('no-file')
    expect(read.words).toBeUndefined()
    expect(problems).toEqual([
      {
        file: 'tests/fixtures/interface/no-file/interface.yaml',
        line: 1,
        message:
          "interface.yaml is missing: the site's buttons, labels and messages, in English and Spanish, live in this file. Restore it from the repository's history.",
      },
    ])
  })
})

describe('placeholders', () => {
  it('are filled by name, other braces left as written', () => {
    expect(fillPlaceholders('Call {phone} {x}', { phone: '(212) 555-0187' })).toBe('Call (212) 555-0187 {x}')
    expect(fillParts('© {year} {name}. All rights reserved.', { year: 2030, name: 'Firm' })).toEqual([
      '© ',
      2030,
      ' ',
      'Firm',
      '. All rights reserved.',
    ])
  })
})
