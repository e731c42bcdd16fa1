/**
 * Usage: tsx scripts/postbuild.ts   (run by `npm run build` after `vike build`)
 * Finishes dist/client: the host's _redirects (aliases no page links to, the Spanish not-found page),
 * sitemap.xml (canonical URLs only, lastmod from git), robots.txt, the photos' copies (photos/), each
 * page's share image (images/share/) and
 * the host's _headers; stops on a page whose islands are not as built or whose words break the
 * advertising rules.
 */
import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { SITE_MANIFEST, type SiteManifest } from './siteManifest.ts'
import { securityHeaders, headersFile } from './securityHeaders.ts'
import { editorHeaders, editorHeadersBlock, GITHUB_API } from './editorHeaders.ts'
import { localBackendUrl, readEditorSettings } from '../lib/editor/editorSettings.ts'
import { gitLastModified } from './gitDates.ts'
import { extractIslandProps } from './islandProps.ts'
import { inlineScripts } from './inlineScripts.ts'
import { pageIslandProblems, readIslandRecord, urlOfHtmlFile } from './islandCheck.ts'
import { pageAdvertisingProblems } from './advertisingGate.ts'
import { builtPages } from './builtPages.ts'
import { writePhotoCopies } from './photos/writePhotos.ts'
import { writeShareImages } from './shareImages/writeShareImages.ts'
import { aliasRedirects, CLOUDFLARE_REDIRECT_LIMIT } from './host/aliasRedirects.ts'
import { linkedPaths } from './host/linkedPaths.ts'
import { escapeControls } from '../lib/text/escapeControls.ts'

const out = path.resolve('dist/client')

const {
  siteUrl,
  leadEndpoint,
  pages: allPages,
  photos,
  shareImages,
} = JSON.parse(readFileSync(SITE_MANIFEST, 'utf8')) as SiteManifest

// A page's other addresses (scripts/host/aliasRedirects.ts): one a page links to answers as a page, any
// other a 301 from _redirects; then the Spanish not-found page's line, for Netlify. A redirected alias
// keeps its file (the same page, its canonical link naming the page): a host that lets a file shadow a
// rule (Netlify) answers it 200, which is as good for a search engine, and every alias is a built page.
const linked = new Set(htmlFiles(out).flatMap((file) => linkedPaths(readFileSync(file, 'utf8'))))
const redirects = aliasRedirects(allPages, linked, existsSync(path.join(out, 'es', '404.html')))
writeFileSync(path.join(out, '_redirects'), redirects.file)
if (redirects.redirected.length * 2 > CLOUDFLARE_REDIRECT_LIMIT)
  console.warn(
    `postbuild: ${redirects.redirected.length} aliases redirect, two lines each in _redirects: Cloudflare Pages reads only the first ${CLOUDFLARE_REDIRECT_LIMIT} lines.`,
  )
const pages = allPages.filter((p) => p.sitemap)
const dates = gitLastModified(pages.map((p) => p.file))
const urls = pages
  .map((p) => ({ loc: `${siteUrl}${p.canonical}`, lastmod: dates.get(p.file), alternates: p.alternates }))
  .sort((a, b) => a.loc.localeCompare(b.loc))
// A translated pair: each of the two URLs names both, and the English one for every other language.
const alternateLinks = (alternates: { en: string; es: string } | undefined) =>
  alternates
    ? (['en', 'es', 'x-default'] as const)
        .map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl}${alternates[lang === 'x-default' ? 'en' : lang]}"/>`,
        )
        .join('')
    : ''
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...urls.map(
    (u) =>
      `  <url><loc>${u.loc}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${alternateLinks(u.alternates)}</url>`,
  ),
  '</urlset>',
  '',
].join('\n')
writeFileSync(path.join(out, 'sitemap.xml'), sitemap)
// The editor (/admin/) is never in the sitemap (it is no content page) and never to be indexed.
writeFileSync(
  path.join(out, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
)

// Each built page read and parsed once for two checks: it must hold exactly the islands (interactive
// parts) its build rendered, and their record (scripts/islandCheck.ts): an island element written into
// a page's text would otherwise reach visitors; and what a reader reads on it must pass New York's
// advertising rules, with the label and the costs note shown (scripts/advertisingGate.ts).
const checkStarted = performance.now()
const record = readIslandRecord()
const islandProblems: string[] = []
const advertisingProblems: string[] = []
for (const page of builtPages(out)) {
  const url = urlOfHtmlFile(page.relative)
  islandProblems.push(...pageIslandProblems(page, record.get(url)))
  advertisingProblems.push(...pageAdvertisingProblems(page, url, record.get(url)?.file))
}
if (islandProblems.length) {
  console.error(
    `${islandProblems.map(escapeControls).join('\n')}\n\nThe build stops: a page may hold only the interactive parts (islands) its components render, never one written into its text. If a content file put it there, remove it from that file (the content check should have refused it); otherwise the build itself is at fault.`,
  )
  process.exit(1)
}
if (advertisingProblems.length) {
  console.error(
    `${advertisingProblems.map(escapeControls).join('\n')}\n\nThe build stops: a built page says what New York's attorney-advertising rules do not allow, or lacks a notice they require. Change the words in the content file named (npm run check should have refused them: say so), or, if the words come from the site's own code, there.`,
  )
  process.exit(1)
}
console.log(
  `postbuild: islands and advertising rules checked on every page, ${((performance.now() - checkStarted) / 1000).toFixed(1)} s`,
)

// One pass over the HTML: large island props leave it for a JSON file of their own
// (scripts/islandProps.ts), and any inline script but JSON-LD and the island record stops the build
// (scripts/inlineScripts.ts): the CSP allows scripts from the site's own files only, never by hash.
const scriptProblems: string[] = []
let propsFiles = 0
for (const file of htmlFiles(out)) {
  const { html, files } = extractIslandProps(readFileSync(file, 'utf8'))
  if (files.size) {
    writeFileSync(file, html)
    for (const [name, json] of files) {
      const target = path.join(out, 'assets', name)
      if (!existsSync(target)) {
        writeFileSync(target, json)
        propsFiles++
      }
    }
  }
  for (const script of inlineScripts(html))
    scriptProblems.push(
      `${path.relative(process.cwd(), file)}: an inline script, which the site's security policy does not allow: ${script}`,
    )
}
if (scriptProblems.length) {
  console.error(
    `${scriptProblems.map(escapeControls).join('\n')}\n\nThe build stops: a page may load scripts from the site's own files only. If a content file put it there, the content check should have refused it; otherwise move the code into a file.`,
  )
  process.exit(1)
}
// The photos' copies the pages name (scripts/photos/): made now, or taken from the cache.
const started = performance.now()
const photoReport = await writePhotoCopies(photos, out)
if (photoReport.problems.length) {
  console.error(
    `${photoReport.problems.join('\n')}\n\nThe build stops: a photo could not be decoded. Replace the file and build again.`,
  )
  process.exit(1)
}
console.log(
  `postbuild: ${photoReport.files} photo copies of ${photos.length} photo(s), ${photoReport.encoded} encoded from ${photoReport.decoded} decoded original(s), ${photoReport.files - photoReport.encoded} from the cache, ${Math.round(photoReport.bytes / 1024)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

// Each page's share card (og:image), drawn now or taken from the cache.
const sharesStarted = performance.now()
const shareReport = await writeShareImages(shareImages, out)
console.log(
  `postbuild: ${shareReport.files} share images, ${shareReport.drawn} drawn, ${shareReport.files - shareReport.drawn} from the cache, ${Math.round(shareReport.bytes / 1024)} KB, ${((performance.now() - sharesStarted) / 1000).toFixed(1)} s`,
)
if (shareReport.untitled.length)
  console.warn(
    `postbuild: ${shareReport.untitled.length} share image(s) drawn without their title (${shareReport.untitled.slice(0, 3).join(', ')}...): this machine has no font the drawing can use. Install one (on Debian or Ubuntu: apt-get install fonts-dejavu-core) and build again.`,
  )

const siteHeaders = securityHeaders(leadEndpoint)
let headers = headersFile(siteHeaders)
if (existsSync(path.join(out, 'admin', 'index.html'))) {
  // Same choice of backend as scripts/build-editor.ts: GitHub with EDITOR_REPO, else decap-server here.
  const editor = readEditorSettings()
  const backendOrigin = editor.repo ? GITHUB_API : new URL(localBackendUrl(editor)).origin
  headers += `\n${editorHeadersBlock(editorHeaders(backendOrigin), Object.keys(siteHeaders))}`
}
writeFileSync(path.join(out, '_headers'), headers)
console.log(
  `postbuild: ${urls.length} URLs in sitemap.xml; ${redirects.redirected.length} aliases redirect; every page's islands as built and within the advertising rules; ${propsFiles} island props file(s); no inline scripts`,
)

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f))
}

// Pre-compressed copies for servers that send them as they are (scripts/serve.ts, nginx gzip_static);
// Netlify and Cloudflare compress on their own and ignore these.
let compressed = 0
for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' })) {
  if (!/\.(html|css|js|svg|xml|txt|json)$/.test(file)) continue
  const body = readFileSync(path.join(out, file))
  if (body.length < 1024) continue
  writeFileSync(path.join(out, `${file}.gz`), gzipSync(body, { level: 9 }))
  compressed++
}
console.log(`postbuild: ${compressed} files pre-compressed (.gz)`)
