/**
 * The addresses the build names, for tests/e2e/hosts.spec.ts: read from dist/client (sitemap.xml,
 * each page's canonical and hreflang links, _headers) and from the content (each page's aliases),
 * never from the code that wrote them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { canonicalPath } from '../../lib/content/entries.ts'
import { sitePages } from '../../lib/content/languages.ts'
import { pageUrls } from '../../lib/content/pagesByUrl.ts'
import { contentStore } from '../../lib/content/store.ts'

const root = path.resolve('dist/client')
export const builtFile = (name: string) => readFileSync(path.join(root, name), 'utf8')

/** The site's origin and every URL of sitemap.xml as a path. */
export function sitemap(): { site: string; paths: string[] } {
  const locs = [...builtFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!))
  if (!locs.length) throw new Error('dist/client/sitemap.xml lists no page: run `npm run build` first.')
  return { site: locs[0]!.origin, paths: locs.map((url) => url.pathname) }
}

/** Every canonical and hreflang URL a built page carries (the editor's page aside), as a path. */
export function headLinkPaths(): string[] {
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.html') && !name.startsWith('admin'),
  )
  const links = pages.flatMap((name) =>
    [...builtFile(name).matchAll(/<link rel="(?:canonical|alternate)"(?: hrefLang="[^"]+")? href="([^"]+)"/g)].map(
      (m) => new URL(m[1]!).pathname,
    ),
  )
  return [...new Set(links)].sort()
}

/** Each page's addresses other than its canonical one, with the canonical path. */
export function aliases(): { alias: string; canonical: string }[] {
  return sitePages(contentStore()).flatMap((page) =>
    pageUrls(page)
      .filter((url) => url !== canonicalPath(page))
      .map((alias) => ({ alias, canonical: canonicalPath(page) })),
  )
}

/** The headers `_headers` gives every address (its `/*` block), and the editor's (`/admin/*`). */
export function headerBlocks(): Map<string, [string, string][]> {
  const blocks = new Map<string, [string, string][]>()
  for (const block of builtFile('_headers').split(/\n\s*\n/)) {
    const [rule, ...lines] = block.split('\n').filter((line) => line.trim())
    if (!rule) continue
    const set = lines.filter((line) => !line.trim().startsWith('!')).map((line) => line.trim().split(/:\s*(.*)/))
    blocks.set(
      rule.trim(),
      set.map(([name, value]) => [name!, value!]),
    )
  }
  return blocks
}
