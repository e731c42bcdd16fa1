/** In GitHub Actions, `npm run check` puts each content problem on its line of the pull request. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { githubAnnotation, inGithubActions } from '../../scripts/githubAnnotation.ts'
import { checkContentFolder } from '../../scripts/checkContentFolder.ts'

describe('githubAnnotation', () => {
  it('writes the workflow command with the file and line, escaping what the runner would read as syntax', () => {
    expect(githubAnnotation({ file: 'content/pages/a,b.mdx', line: 7, message: 'a: 50% off' })).toBe(
      '::error file=content/pages/a%2Cb.mdx,line=7::a: 50%25 off',
    )
  })

  it('shows a line break or control character of the message escaped, as the plain output does', () => {
    expect(
      githubAnnotation({ file: 'content/pages/a\nb.mdx', line: 7, message: 'x\n::stop-commands::t\r\u0085\u2028' }),
    ).toBe('::error file=content/pages/a\\nb.mdx,line=7::x\\n::stop-commands::t\\u{d}\\u{85}\\u{2028}')
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
  cpSync('tests/fixtures/content', dir, { recursive: true })
  cpSync('tests/fixtures/bad-content/broken-link.mdx', path.join(dir, 'pages/broken-link.mdx'))
  // A key holding a line break and a command the runner obeys, were it to start a line.
  cpSync('tests/fixtures/bad-input/control-key.mdx', path.join(dir, 'pages/control-key.mdx'))
  const shown = (name: string) =>
    path
      .relative(process.cwd(), path.join(dir, 'pages', name))
      .split(path.sep)
      .join('/')
  const inCommand = (file: string) => file.replace(/:/g, '%3A').replace(/,/g, '%2C')

  /** What the check prints, in process (it runs once in each setting). */
  const output = new Map<boolean, { stdout: string; stderr: string }>()
  const check = async (githubActions: boolean) => {
    const kept = output.get(githubActions)
    if (kept) return kept
    const stdout: string[] = []
    const stderr: string[] = []
    await checkContentFolder(dir, {
      githubActions,
      print: {
        log: (t: string) => stdout.push(t),
        warn: (t: string) => stderr.push(t),
        error: (t: string) => stderr.push(t),
      },
    })
    const printed = { stdout: stdout.join('\n'), stderr: stderr.join('\n') }
    output.set(githubActions, printed)
    return printed
  }

  it('prints an ::error line at the problem (and none outside Actions)', async () => {
    expect((await check(true)).stdout).toContain(
      `::error file=${inCommand(shown('broken-link.mdx'))},line=7::the link to \`/services\` goes to no page.`,
    )
    expect((await check(false)).stdout).not.toContain('::error')
  })

  it('never lets content start a line of its output: a key holding a line break and `::error` is printed escaped', async () => {
    const { stdout, stderr } = await check(true)
    const lines = `${stdout}\n${stderr}`.split(/\r\n|[\n\r\u2028\u2029\u0085]/)
    // Every line the runner reads as a command is one of the check's own annotations, on a fixture.
    const commands = lines.filter((line) => line.trimStart().startsWith('::'))
    expect(commands.map((line) => /^::error file=([^,]*),line=\d+::/.exec(line)?.[1]).sort()).toEqual(
      [shown('broken-link.mdx'), shown('control-key.mdx'), shown('control-key.mdx')].map(inCommand),
    )
    expect(stderr).toContain(
      `${shown('control-key.mdx')}:5: unknown field \`note\\n::error file=package.json,line=1::forged\``,
    )
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character reaches the output.
    expect(`${stdout}${stderr}`).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/)
  })
})
