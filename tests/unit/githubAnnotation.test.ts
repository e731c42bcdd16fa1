/** In GitHub Actions, `npm run check` puts each content problem on its line of the pull request. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { githubAnnotation, inGithubActions } from '../../scripts/githubAnnotation.ts'
import { checkContentFolder } from '../../scripts/checkContentFolder.ts'

describe('githubAnnotation', () => {
  it('writes the workflow command with the file and line, escaping what the runner would read as syntax', () => {
    expect(githubAnnotation({ file: 'content/pages/a,b.mdx', line: 7, message: 'a: 50% off\nnext' })).toBe(
      '::error file=content/pages/a%2Cb.mdx,line=7::a: 50%25 off%0Anext',
    )
  })

  it('knows a GitHub Actions run by the GITHUB_ACTIONS variable the runner sets', () => {
    expect(inGithubActions({ GITHUB_ACTIONS: 'true' })).toBe(true)
    expect(inGithubActions({ GITHUB_ACTIONS: '' })).toBe(false)
    expect(inGithubActions({})).toBe(false)
  })
})

describe('npm run check in GitHub Actions', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'annotations-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** What `npm run check` prints to the standard output on a folder with a broken link. */
  const check = async (githubActions: boolean) => {
    cpSync('tests/fixtures/content', dir, { recursive: true })
    cpSync('tests/fixtures/bad-content/broken-link.mdx', path.join(dir, 'pages/broken-link.mdx'))
    const stdout: string[] = []
    const quiet = () => {}
    const problems = await checkContentFolder(dir, {
      githubActions,
      print: { log: (text: string) => stdout.push(text), warn: quiet, error: quiet },
    })
    expect(problems).toBe(1)
    return stdout.join('\n')
  }

  it('prints an ::error line at the problem (and none outside Actions)', async () => {
    const shown = path.relative(process.cwd(), path.join(dir, 'pages/broken-link.mdx')).split(path.sep).join('/')
    expect(await check(true)).toContain(
      `::error file=${shown.replace(/:/g, '%3A').replace(/,/g, '%2C')},line=7::the link to \`/services\` goes to no page.`,
    )
    expect(await check(false)).not.toContain('::error')
  })
})
