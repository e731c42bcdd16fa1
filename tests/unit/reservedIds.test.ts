/** Content may not take an id the site's own page parts carry, and the list of those ids follows the components. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { reservedIds } from '../../lib/content/schema/componentRegistry.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { entryIdProblems } from '../../lib/content/check/generatedIds.ts'

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  )

it('holds every fixed id the components, the layout and the islands runtime write', () => {
  const written = new Set<string>()
  for (const file of [...sources('components'), ...sources('islands')])
    for (const [, id = ''] of readFileSync(file, 'utf8').matchAll(
      /\bid(?:=|: )["']([a-z][a-z-]*)["']|ISLAND_RECORD_ID = '([a-z-]+)'/g,
    ))
      written.add(id)
  expect([...written].filter((id) => id && !reservedIds.has(id))).toEqual([])
})

it('refuses a section that takes one of them, at its line, with another to choose', () => {
  const file = 'tests/fixtures/bad-content/reserved-id.mdx'
  expect(runPipeline('tests/fixtures/content', { extraPages: [file] }).problems.map(formatProblem)).toEqual([
    `${file}:7: the id \`toast-region\` belongs to a part of every page the site draws itself (its menu, messages or search), and a second element with it would take that part's place. Choose another id, e.g. \`toast-region-section\`.`,
  ])
})

it("refuses an attorney's name or a glossary term's file name that makes one of them", () => {
  const attorney = {
    file: 'content/attorneys/navigation.mdx',
    data: { name: 'Navigation' },
    frontmatter: 'name: Navigation\n',
  }
  const term = { file: 'content/glossary/faq-search.mdx', slug: 'faq-search' }
  const fine = { file: 'content/glossary/tort.mdx', slug: 'tort' }
  const content = { attorneys: [attorney], glossary: [term, fine] } as unknown as Parameters<typeof entryIdProblems>[0]
  expect(entryIdProblems(content).map(formatProblem)).toEqual([
    'content/attorneys/navigation.mdx:2: the name "Navigation" gives the attorney\'s block on the attorneys page the id `navigation`, which belongs to a part of every page the site draws itself (its menu, messages or search): it would take that part\'s place, and links to `#navigation` would go to only one of the two. Write the name in full, e.g. with a first name or initial.',
    "content/glossary/faq-search.mdx:1: the file name `faq-search` gives the term's card in the glossary the id `faq-search`, which belongs to a part of every page the site draws itself (its menu, messages or search): it would take that part's place, and links to `#faq-search` would go to only one of the two. Rename the file, e.g. to `faq-search-term.mdx` (and its name in other terms' `relatedTerms`).",
  ])
})
