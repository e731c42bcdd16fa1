/** `npm run new` writes starting files that pass every content check. */
import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { loadContent } from '../../content/load.ts'
import { formatProblem } from '../../content/errors.ts'

describe('npm run new', () => {
  it('writes a valid page, attorney, FAQ entry and glossary term', () => {
    const dir = mkdtempSync(path.join('tests', '.tmp-new-'))
    try {
      cpSync('tests/fixtures/content', dir, { recursive: true })
      for (const kind of ['page', 'attorney', 'faq', 'term']) {
        execFileSync('npx', ['tsx', 'scripts/new-content.ts', kind, `sample-${kind}`], { env: { ...process.env, CONTENT_DIR: dir }, stdio: 'pipe' })
      }
      const content = loadContent(dir)
      expect(content.problems.map(formatProblem)).toEqual([])
      expect(content.pages.map((p) => p.data.path)).toContain('/sample-page')
      expect(content.attorneys).toHaveLength(1)
      expect(content.faq).toHaveLength(1)
      expect(content.glossary).toHaveLength(1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
