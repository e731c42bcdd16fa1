/**
 * What `npm run translations` says about one Spanish file whose English has changed: since when and
 * by which commits, and the English diff since the version it was translated from. That version is
 * looked up among the English file's own versions in git (following renames): a `sourceHash` that
 * names no version of that file (another file's text, or a version never committed) is said to be
 * so, with how to fix it, and nothing of what it names is shown.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TranslationStatus } from '../lib/content/translationStatus.ts'

/** Runs git with these arguments; undefined when it fails. */
export type Git = (...args: string[]) => string | undefined

export const gitIn =
  (cwd: string): Git =>
  (...args) => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    } catch (error) {
      // `git diff --no-index` exits 1 when the files differ: its output is the diff.
      const { status, stdout } = error as { status?: number; stdout?: string }
      return args[0] === 'diff' && status === 1 ? stdout : undefined
    }
  }

export interface EnglishVersion {
  commit: string
  date: string
  subject: string
  /** The file's blob id in that commit. */
  blob: string
}

/** Each commit of HEAD's history that changed `file` (under its names then), newest first, with the file's blob there. */
export function englishVersions(file: string, git: Git): EnglishVersion[] {
  const log = git('log', '--follow', '--format=%x00%H%x09%cs%x09%s', '--name-only', '--', file) ?? ''
  return log
    .split('\0')
    .slice(1)
    .flatMap((record) => {
      const [header = '', ...names] = record.split('\n').filter(Boolean)
      const [commit = '', date = '', subject = ''] = header.split('\t')
      const named = names.at(-1)
      // A commit that deleted the file has no blob of it.
      const blob = named ? git('rev-parse', '--verify', '--quiet', `${commit}:${named}`)?.trim() : undefined
      return blob ? [{ commit, date, subject, blob }] : []
    })
}

/** The lines that describe one stale translation. `git` runs in the repository, `source` relative to it. */
export function staleReport(status: TranslationStatus, git: Git): string[] {
  const lines = [`## ${status.file}`, `   translates ${status.source}, which has changed since it was translated.`]
  const versions = englishVersions(status.source, git)
  const at = versions.findIndex((v) => !!status.recorded && v.blob.startsWith(status.recorded))
  if (at < 0)
    return [
      ...lines,
      `   Its sourceHash "${status.recorded}" is not a version of ${status.source} in this copy's git history, so no diff can be shown.`,
      `   If ${status.file} translates the English as it is now, record that: npm run translations -- --stamp ${status.file}`,
      "   (If this copy's history is cut short, as in a shallow clone, fetch it whole with git fetch --unshallow and run this again.)",
      '',
    ]
  const changes = versions.slice(0, at).map((v) => `${v.date} ${v.subject}`)
  if (changes.length)
    lines.push(`   Changed since ${changes.at(-1)?.slice(0, 10)}, by:`, ...changes.map((c) => `     ${c}`))
  else lines.push('   Changed in this working copy (not yet committed).')
  const before = git('cat-file', 'blob', versions[at]!.blob) ?? ''
  return [...lines, ...englishDiff(before, status.source, git), '']
}

/** The diff from the English as it was translated to the English file now, indented. */
function englishDiff(before: string, source: string, git: Git): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'translation-'))
  const old = path.join(folder, 'english-when-translated.mdx')
  writeFileSync(old, before)
  const diff = git('diff', '--no-index', '--no-color', old, source) ?? ''
  rmSync(folder, { recursive: true, force: true })
  return diff
    .split('\n')
    .slice(4)
    .map((l) => `   ${l}`)
}
