/**
 * The build compiles each body from the tree the content checks parsed (scripts/compileMdxBody.ts).
 * That must give exactly what MDX's own compile of the whole file gives with the same options,
 * for every content file, or the built pages would differ from the dev server's.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compileSync } from '@mdx-js/mdx'
import { loadContent } from '../../lib/content/read/load.ts'
import { allEntries } from '../../lib/content/read/allEntries.ts'
import { compileMdxBody } from '../../scripts/compileMdxBody.ts'
import { mdxOptions } from '../../scripts/mdxOptions.ts'

const content = loadContent(undefined, { compile: compileMdxBody })
const entries = allEntries(content)

describe('the build compile (one parse per body)', () => {
  it('compiles every content file', () => {
    expect(content.problems).toEqual([])
    expect(entries.filter((e) => e.compiled === undefined).map((e) => e.file)).toEqual([])
  })

  it('gives the same code as compiling the whole file with MDX', () => {
    for (const entry of entries) {
      const file = { path: path.resolve(entry.file), value: readFileSync(entry.file, 'utf8') }
      const expected = String(compileSync(file, { ...mdxOptions, development: false, outputFormat: 'function-body' }).value)
      expect(entry.compiled, entry.file).toBe(expected)
    }
  })

  it('without a compiler, entries carry no code (the checks alone stay cheap)', () => {
    expect(loadContent().pages.every((p) => p.compiled === undefined)).toBe(true)
  })
})
