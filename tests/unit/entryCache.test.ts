/** The pipeline's cache gives what reading, checking and compiling gave, and never an old result for a changed file. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { diskEntryCache, type EntryCache } from '../../lib/content/entryCache.ts'
import { compileBody } from '../../lib/content/compile/compileBody.ts'

describe('the entry cache', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'entry-cache-'))
  const dir = path.join(work, 'content')
  cpSync('tests/fixtures/content', dir, { recursive: true })
  cpSync('tests/fixtures/bad-content/broken-link.mdx', path.join(dir, 'pages/broken-link.mdx'))
  cpSync('tests/fixtures/bad-content/script-element.mdx', path.join(dir, 'pages/script-element.mdx'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  /** The cache, counting what it was asked and what it held. */
  function counted(): EntryCache & { hits: number; misses: number } {
    const disk = diskEntryCache(path.join(work, 'cache'))!
    const counter = {
      hits: 0,
      misses: 0,
      key: disk.key,
      set: disk.set,
      get(key: string) {
        const found = disk.get(key)
        if (found) counter.hits++
        else counter.misses++
        return found
      },
    }
    return counter
  }
  const run = (cache?: EntryCache) => runPipeline(dir, { compile: compileBody, cache })
  const view = (result: ReturnType<typeof run>) => ({
    problems: result.problems,
    pages: result.pages.map((p) => ({ ...p, analysis: { ...p.analysis } })),
  })

  it('gives the same problems, entries and compiled bodies from the cache as without it', () => {
    const fresh = view(run())
    const first = counted()
    expect(view(run(first))).toEqual(fresh)
    expect(first.hits).toBe(0)
    const second = counted()
    expect(view(run(second))).toEqual(fresh)
    expect(second.misses).toBe(0)
    expect(second.hits).toBe(first.misses)
    expect(fresh.problems.length).toBeGreaterThan(0)
  })

  it('reads a changed file again and keeps the others', () => {
    const about = path.join(dir, 'pages/about.mdx')
    writeFileSync(about, readFileSync(about, 'utf8').replace(/\n\n/, '\n\nA sentence added by the test.\n\n'))
    const cache = counted()
    const result = run(cache)
    expect(cache.misses).toBe(1)
    expect(result.pages.find((p) => p.file.endsWith('about.mdx'))?.body).toContain('A sentence added by the test.')
    expect(view(result)).toEqual(view(run()))
  })
})
