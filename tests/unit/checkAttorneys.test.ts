import { describe, expect, it } from 'vitest'
import { readEntry } from '../../lib/content/read/readEntry.ts'
import { checkEntry } from '../../lib/content/check/entryChecks.ts'
import type { z } from 'zod'
import { attorneySchema } from '../../lib/content/schema/collections.ts'
import { attorneyTranslationSchema } from '../../lib/content/schema/translations.ts'
import { checkAttorneys } from '../../lib/content/check/checkAttorneys.ts'
import type { ContentProblem } from '../../lib/content/model/problems.ts'
import type { SiteContent } from '../../lib/content/model/content.ts'

const credentials = '\n## Professional Credentials\n\n- J.D., Example Law School\n'

function attorney(name: string, fields: { extension?: string; order?: number }, body = `A paragraph.\n${credentials}`) {
  const lines = [
    '---',
    `name: ${name}`,
    'title: Partner',
    `extension: "${fields.extension ?? '300'}"`,
    'email: someone@example.com',
    'focusAreas:',
    '  - Car Accidents',
    'bio: A short bio of at least forty characters, shown first.',
    `order: ${fields.order ?? 1}`,
    '---',
    '',
    body,
  ]
  return lines.join('\n')
}

/** The attorneys' files, and their Spanish files (content/es/attorneys/), through the attorney checks. */
function check(files: Record<string, string>, spanishFiles: Record<string, string> = {}): ContentProblem[] {
  const problems: ContentProblem[] = []
  const read = (entries: Record<string, string>, schema: z.ZodType) =>
    Object.entries(entries).map(([file, source]) => {
      const entry = readEntry(file, source, 'mdx', problems)!
      const { data, problems: own } = checkEntry(entry, schema)
      problems.push(...entry.problems, ...own)
      return { ...entry, data, analysis: entry.facts }
    })
  const attorneys = read(files, attorneySchema)
  const es = { attorneys: read(spanishFiles, attorneyTranslationSchema) }
  expect(problems).toEqual([])
  checkAttorneys({ attorneys, es, problems } as unknown as SiteContent)
  return problems
}

/** A Spanish bio of `attorney()`'s shape, with its body. */
const spanishBio = (body: string) =>
  `---\ntranslationOf: ann-example\nsourceHash: "0123456789ab"\ntitle: Socia\nfocusAreas:\n  - Accidentes de auto\nbio: Una biografía corta de al menos cuarenta caracteres, que se muestra primero.\n---\n\n${body}`

describe('checkAttorneys', () => {
  it('accepts distinct attorneys whose bodies end with their credentials', () => {
    expect(
      check({
        'a.mdx': attorney('Ann Example', { extension: '301', order: 1 }),
        'b.mdx': attorney('Bo Example', { extension: '302', order: 2 }),
      }),
    ).toEqual([])
  })

  it('asks for the credentials heading at the end of the body', () => {
    expect(check({ 'a.mdx': attorney('Ann Example', {}, 'A paragraph.\n\nAnother one.\n') })).toEqual([
      {
        file: 'a.mdx',
        line: 14,
        message:
          'the full bio must end with a `## Professional Credentials` heading and a list under it (law school, bar admissions, memberships): the attorneys page shows that part in a box of its own.',
      },
    ])
  })

  it('asks a Spanish bio for the Spanish credentials heading, which its box begins at', () => {
    const english = { 'a.mdx': attorney('Ann Example', {}) }
    expect(
      check(english, { 'es/a.mdx': spanishBio('Un párrafo.\n\n## Credenciales profesionales\n\n- J.D.\n') }),
    ).toEqual([])
    expect(check(english, { 'es/a.mdx': spanishBio(`Un párrafo.\n${credentials}`) })).toEqual([
      {
        file: 'es/a.mdx',
        line: 14,
        message:
          'the full bio must end with a `## Credenciales profesionales` heading and a list under it (law school, bar admissions, memberships): the attorneys page shows that part in a box of its own.',
      },
    ])
  })

  it('refuses a shared anchor, extension or order, pointing at the second file', () => {
    const problems = check({ 'a.mdx': attorney('Ann Example', {}), 'b.mdx': attorney("Ann Exam'ple", {}) })
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      "b.mdx:2: the name's anchor `#ann-example` is already used by a.mdx: each attorney needs a different one.",
      'b.mdx:4: extension 300 is already used by a.mdx: each attorney needs a different one.',
      'b.mdx:9: order 1 is already used by a.mdx: each attorney needs a different one.',
    ])
  })
})
