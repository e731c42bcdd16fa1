/** In GitHub Actions, `npm run check` puts each content problem on its line of the pull request. */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { githubAnnotation } from '../../scripts/githubAnnotation.ts'

describe('githubAnnotation', () => {
  it('writes the workflow command with the file and line, escaping what the runner would read as syntax', () => {
    expect(githubAnnotation({ file: 'content/pages/a,b.mdx', line: 7, message: 'a: 50% off\nnext' })).toBe(
      '::error file=content/pages/a%2Cb.mdx,line=7::a: 50%25 off%0Anext',
    )
  })
})

describe('npm run check in GitHub Actions', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'annotations-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const check = (env: Record<string, string>) => {
    cpSync('tests/fixtures/content', dir, { recursive: true })
    cpSync('tests/fixtures/bad-content/broken-link.mdx', path.join(dir, 'pages/broken-link.mdx'))
    try {
      execFileSync('npx', ['tsx', 'scripts/check-content.ts'], {
        env: { ...process.env, CONTENT_DIR: dir, ...env },
        encoding: 'utf8',
        stdio: 'pipe',
      })
      return ''
    } catch (error) {
      return String((error as { stdout: string }).stdout)
    }
  }

  it('prints an ::error line at the problem (and none outside Actions)', () => {
    const shown = path.relative(process.cwd(), path.join(dir, 'pages/broken-link.mdx')).split(path.sep).join('/')
    expect(check({ GITHUB_ACTIONS: 'true' })).toContain(
      `::error file=${shown.replace(/:/g, '%3A').replace(/,/g, '%2C')},line=7::the link to \`/services\` goes to no page.`,
    )
    expect(check({ GITHUB_ACTIONS: '' })).not.toContain('::error')
  })
})
