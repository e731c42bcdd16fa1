import { describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { diskEntryCache } from '../../lib/content/entryCache.ts'
import { syntheticPage, syntheticPath } from '../../scripts/bench/syntheticPage.ts'
import { writeSyntheticContent } from '../../scripts/bench/syntheticContent.ts'
import { writeDocSection } from '../../scripts/bench/docSection.ts'

describe('the build benchmark', () => {
  it('writes synthetic pages the content checks accept, beside the real content', { timeout: 60_000 }, () => {
    const dir = writeSyntheticContent(3, ['/contact', '/car-accident-lawyer'])
    try {
      // With `npm run check`'s cache: the real content is read from what the check kept, and the copy
      // (always at .bench/content-3/) from an earlier run's.
      const cache = diskEntryCache()
      const content = runPipeline(dir, { cache })
      expect(content.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([])
      const synthetic = content.pages.filter((p) => p.data.path.startsWith('/bench/'))
      expect(synthetic.map((p) => p.data.path)).toEqual([1, 2, 3].map(syntheticPath))
      expect(content.pages.length).toBe(runPipeline(undefined, { cache }).pages.length + 3)
      expect(synthetic[0]!.analysis.components.has('CaseReviewButton')).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('gives each page about 700 words, a table and links to existing pages, the same every time', () => {
    const page = syntheticPage(7, 60, ['/contact'])
    expect(page).toBe(syntheticPage(7, 60, ['/contact']))
    const body = page.split('\n---\n')[1]!
    const words = body
      .replace(/<[^>]+>|\([^)]*\)|[|#[\]]/g, ' ')
      .split(/\s+/)
      .filter((w) => /[a-z0-9]/i.test(w)).length
    expect(words).toBeGreaterThan(650)
    expect(words).toBeLessThan(850)
    expect(body).toMatch(/^\|---\|---\|---\|$/m)
    expect(body).toContain('](/contact)')
    expect(body.match(/<CaseReviewButton form="main">/g)).toHaveLength(1)
  })

  it('replaces only the text between its markers in the docs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-'))
    const file = path.join(dir, 'PERF.md')
    writeFileSync(file, 'before\n<!-- bench:start -->\nold\n<!-- bench:end -->\nafter\n')
    expect(writeDocSection(file, 'bench', '| new |')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('before\n<!-- bench:start -->\n| new |\n<!-- bench:end -->\nafter\n')
    expect(writeDocSection(file, 'lighthouse', 'x')).toBe(false)
    expect(writeDocSection(path.join(dir, 'missing.md'), 'bench', 'x')).toBe(false)
    rmSync(dir, { recursive: true, force: true })
  })
})
