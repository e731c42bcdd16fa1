/**
 * The two files of dist/client a host reads rather than serves, read as Cloudflare Pages reads them
 * (scripts/serve.ts answers with them): `_headers` and the plain rules of `_redirects`.
 */
import type { Redirect } from './hostAnswer.ts'

export interface HeaderRule {
  /** The rule's path, less a `*` at its end. */
  prefix: string
  /** Whether the path ended with `*` (anything that starts with `prefix` matches), else it matches only itself. */
  splat: boolean
  /** Headers an earlier rule set that this one drops (`! Name`). */
  detach: string[]
  set: [string, string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const blocks: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const path = line.trim()
      blocks.push({ prefix: path.replace(/\*$/, ''), splat: path.endsWith('*'), detach: [], set: [] })
      continue
    }
    const current = blocks.at(-1)
    const entry = line.trim()
    if (!current) continue
    if (entry.startsWith('!')) {
      current.detach.push(entry.slice(1).trim())
      continue
    }
    const i = entry.indexOf(':')
    current.set.push([entry.slice(0, i).trim(), entry.slice(i + 1).trim()])
  }
  return blocks
}

/** Every rule whose path the request's path matches, in the file's order: each applies in turn. */
export const headerRulesFor = (rules: readonly HeaderRule[], pathname: string) =>
  rules.filter((rule) => (rule.splat ? pathname.startsWith(rule.prefix) : pathname === rule.prefix))

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * The plain redirects of `_redirects` (a path without `*` or `:name`), by path; the first rule for a
 * path wins. A line with a status Cloudflare does not take (Netlify's `404` for the Spanish not-found
 * page) is skipped, as Cloudflare skips it; so are splats, which this site writes only for that line.
 */
export function parseRedirectsFile(text: string): Map<string, Redirect> {
  const rules = new Map<string, Redirect>()
  for (const line of text.split('\n')) {
    const [from, to, status = '302'] = line.trim().split(/\s+/)
    if (!from || !to || from.startsWith('#') || /[*:]/.test(from)) continue
    if (!REDIRECT_STATUSES.has(Number(status)) || rules.has(from)) continue
    rules.set(from, { to, status: Number(status) })
  }
  return rules
}
