/**
 * `npm run translations` shows the English as it was translated only when the Spanish file's
 * `sourceHash` is a version of that English file in git (renames followed): a stamp naming another
 * file's text, or a text never committed, is said to be no version of it, with the fix, and nothing
 * of what it names is printed. On a repository made here, commit by commit.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sourceHashOf, type TranslationStatus } from '../../lib/content/translationStatus.ts'
import { englishVersions, gitIn, staleReport } from '../../scripts/translationReport.ts'

const repo = mkdtempSync(path.join(tmpdir(), 'translation-report-'))
afterAll(() => rmSync(repo, { recursive: true, force: true }))
const git = gitIn(repo)
const run = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd: repo })
const commit = (file: string, text: string, subject: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  writeFileSync(path.join(repo, file), text)
  run('add', '-A')
  run('commit', '-q', '-m', subject)
}
const hash = (text: string) => sourceHashOf(Buffer.from(text))

const first = '---\ntitle: Fees\n---\n\nWe charge no fee unless we recover money for you.\n'
const second = first.replace('recover money', 'win compensation')
const third = `${second}\nCall us today.\n`
const secret = 'export const token = "recorder secret"\n'

run('init', '-q')
commit('content/pages/old-fees.mdx', first, 'Fees page')
commit('scripts/lead-recorder.ts', secret, 'Recorder')
run('mv', 'content/pages/old-fees.mdx', 'content/pages/fees.mdx')
run('commit', '-q', '-m', 'Rename the fees page')
commit('content/pages/fees.mdx', second, 'Say win')
commit('content/pages/fees.mdx', third, 'Add a call line')

const status = (recorded: string): TranslationStatus => ({
  file: 'content/es/pages/fees.mdx',
  source: 'content/pages/fees.mdx',
  recorded,
  current: hash(third),
})

describe('npm run translations', () => {
  it("lists the English file's versions under its old names too, newest first", () => {
    const versions = englishVersions('content/pages/fees.mdx', git)
    expect(versions.map((v) => [v.subject, v.blob.slice(0, 12)])).toEqual([
      ['Add a call line', hash(third)],
      ['Say win', hash(second)],
      ['Rename the fees page', hash(first)],
      ['Fees page', hash(first)],
    ])
  })

  it('shows the commits since the translated version and the English diff from it', () => {
    const report = staleReport(status(hash(first)), git).join('\n')
    expect(report).toContain('Changed since')
    expect(report).toContain('Say win')
    expect(report).toContain('Add a call line')
    expect(report).not.toContain('Rename the fees page')
    expect(report).toContain('-We charge no fee unless we recover money for you.')
    expect(report).toContain('+We charge no fee unless we win compensation for you.')
  })

  it("says a stamp naming another file's text is no version of the English file, and prints nothing of it", () => {
    const report = staleReport(status(hash(secret)), git).join('\n')
    expect(report).toContain(
      `Its sourceHash "${hash(secret)}" is not a version of content/pages/fees.mdx in this copy's git history`,
    )
    expect(report).toContain('npm run translations -- --stamp content/es/pages/fees.mdx')
    expect(report).not.toContain('recorder secret')
    expect(report).not.toContain('Changed since')
  })

  it('says the same of a version never committed', () => {
    const report = staleReport(status(hash('An English text that was never committed.\n')), git).join('\n')
    expect(report).toContain('is not a version of content/pages/fees.mdx')
  })
})
