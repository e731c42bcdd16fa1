import { describe, expect, it } from 'vitest'
import { readEntry } from '../../lib/content/read/readEntry.ts'
import { checkEntry } from '../../lib/content/check/entryChecks.ts'
import { attorneySchema } from '../../lib/content/schema/collections.ts'
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

function check(files: Record<string, string>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const attorneys = Object.entries(files).map(([file, source]) => {
    const read = readEntry(file, source, 'mdx', problems)!
    const { data, problems: own } = checkEntry(read, attorneySchema)
    problems.push(...read.problems, ...own)
    return { ...read, data, analysis: read.facts }
  })
  expect(problems).toEqual([])
  checkAttorneys({ attorneys, problems } as unknown as SiteContent)
  return problems
}

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

  it('refuses a shared anchor, extension or order, pointing at the second file', () => {
    const problems = check({ 'a.mdx': attorney('Ann Example', {}), 'b.mdx': attorney("Ann Exam'ple", {}) })
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      "b.mdx:2: the name's anchor `#ann-example` is already used by a.mdx: each attorney needs a different one.",
      'b.mdx:4: extension 300 is already used by a.mdx: each attorney needs a different one.',
      'b.mdx:9: order 1 is already used by a.mdx: each attorney needs a different one.',
    ])
  })
})
