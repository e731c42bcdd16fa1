/**
 * Usage: tsx scripts/postbuild.ts   (run by `npm run build` after `vike build`)
 * Finishes dist/client: the not-found page at 404.html, sitemap.xml (canonical URLs only,
 * lastmod from git), robots.txt and the host's _headers.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync, readdirSync } from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { getPages, canonicalPath } from '../content/index.ts'
import { getSettings } from '../content/settings.ts'
import { securityHeaders, headersFile } from './securityHeaders.ts'
import { gitLastModified } from './gitDates.ts'

const out = path.resolve('dist/client')

const nested404 = path.join(out, '404', 'index.html')
if (existsSync(nested404)) {
  renameSync(nested404, path.join(out, '404.html'))
  rmSync(path.join(out, '404'), { recursive: true, force: true })
}

const { siteUrl, leadEndpoint } = getSettings()
const pages = getPages().filter((p) => p.data.sitemap)
const dates = gitLastModified(pages.map((p) => p.file))
const urls = pages
  .map((p) => ({ loc: `${siteUrl}${canonicalPath(p)}`, lastmod: dates.get(p.file) }))
  .sort((a, b) => a.loc.localeCompare(b.loc))
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((u) => `  <url><loc>${u.loc}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
  '</urlset>',
  '',
].join('\n')
writeFileSync(path.join(out, 'sitemap.xml'), sitemap)
writeFileSync(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)

// Executable inline scripts (if the build ever emits one) are allowed by their hash.
const hashes = new Set<string>()
for (const file of htmlFiles(out)) {
  const html = readFileSync(file, 'utf8')
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) hashes.add(`sha256-${createHash('sha256').update(m[1]).digest('base64')}`)
  }
}
writeFileSync(path.join(out, '_headers'), headersFile(securityHeaders(leadEndpoint, [...hashes])))
console.log(`postbuild: ${urls.length} URLs in sitemap.xml, ${hashes.size} inline script hash(es) in _headers`)

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => path.join(dir, f))
}
