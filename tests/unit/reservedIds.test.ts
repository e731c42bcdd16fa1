/** Content may not take an id the site's own page parts carry, and the list of those ids follows the components. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { reservedIds } from '../../lib/content/schema/componentRegistry.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'

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
