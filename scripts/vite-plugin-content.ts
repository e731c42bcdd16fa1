/**
 * Vite plugin: checks the content folder before anything is built or served (bad content stops
 * the build with every `file:line` problem), and in the dev server starts a new read of it when
 * a content file changes, then reloads the site's pages (never the /admin/ editor). Reading, checking
 * and compiling the bodies is the content store's (lib/content/store.ts); the pages evaluate them
 * (pages/content/+onBeforeRenderHtml.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import path from 'node:path'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { PipelineResult } from '../lib/content/model/content.ts'
import { contentDir } from '../lib/content/read/readContent.ts'
import { formatProblem, formatWarning } from '../lib/content/model/problems.ts'
import { buildSettings } from '../lib/content/settings.ts'
import { readContentOnce, resetContent, servePagesDespiteProblems, type Content } from '../lib/content/store.ts'
import { routeAt, siteRoutes } from '../lib/content/routes.ts'
import { problemPageHtml, problemsOfPage } from './devProblemPage.ts'
import { SITE_MANIFEST, type SiteManifest } from './siteManifest.ts'
import { ISLAND_RECORD_FILE } from '../islands/islandRecord.ts'
import { reloadSitePages, watchEditorClients } from './siteReload.ts'
import { photoJobs } from './photos/photoJobs.ts'
import { shareImageJobs } from './shareImages/shareImageJobs.ts'

export function contentPlugin(): Plugin {
  let checked = false
  let building = false
  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    buildStart() {
      if (checked) return
      const content = readContentOnce()
      const summary = reportProblems(content)
      lastReport = problemReport(content)
      // A build stops here with only the list: a stack trace would bury what the editor must fix.
      // The dev server goes on: each page with a problem shows it (scripts/devProblemPage.ts).
      if (summary && building) process.exit(1)
      if (building) writeManifest(content as Content)
      checked = true
    },
    configureServer(server) {
      // The content folder may lie outside the project (CONTENT_DIR): watch it too. A file added or
      // removed (a term the /admin/ editor creates) changes the entries as well, and Vite reports
      // only changes of files it already knows to handleHotUpdate.
      server.watcher.add(contentDir())
      watchEditorClients(server)
      servePagesDespiteProblems()
      server.middlewares.use(problemPages())
      const onFileSetChange = (file: string) => {
        if (file.startsWith(contentDir())) reloadContent(server)
      }
      server.watcher.on('add', onFileSetChange)
      server.watcher.on('unlink', onFileSetChange)
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(contentDir())) return
      reloadContent(server)
      return []
    },
  }
}

/** Prints every content problem; returns the summary line, or undefined when there are none. */
function reportProblems(content: PipelineResult): string | undefined {
  if (content.warnings.length) process.stderr.write(`\n${content.warnings.map(formatWarning).join('\n')}\n`)
  const n = content.problems.length
  if (!n) return undefined
  const summary = `${n} content problem${n === 1 ? '' : 's'} must be fixed before the site can be built. docs/CONTENT.md ("This error means") explains each kind.`
  process.stderr.write(`\n${content.problems.map(formatProblem).join('\n')}\n\n${summary}\n`)
  return summary
}

/**
 * No module imports a content file: the pages ask the store, so a new read and a reload show the
 * edit. The /admin/ editor is not reloaded (scripts/siteReload.ts): it would lose what is being typed.
 */
function reloadContent(server: ViteDevServer): void {
  resetContent()
  reportChangedProblems(readContentOnce())
  reloadSitePages(server)
}

/** What the dev server printed last, so that one save seen twice (a write can come as two changes) prints once. */
let lastReport = ''

const problemReport = (content: PipelineResult) =>
  [...content.warnings.map(formatWarning), ...content.problems.map(formatProblem)].join('\n')

function reportChangedProblems(content: PipelineResult): void {
  const report = problemReport(content)
  if (report === lastReport) return
  lastReport = report
  reportProblems(content)
}

/** Every address a page has answered at since the server started, with its file: a page whose file now fails to read still shows its problems at its address. */
const knownPages = new Map<string, string>()

/**
 * The dev server's middleware before Vike's: a request for a page whose content has a problem gets
 * the page of problems (status 500); every other page is left to Vike, from the content as it is.
 */
function problemPages() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://dev').pathname
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
    if (!wantsPage || url.startsWith('/admin') || url.startsWith('/@') || /\.\w+$/.test(url)) return next()
    const result = readContentOnce()
    for (const route of siteRoutes(result))
      for (const at of route.addresses) knownPages.set(at === '/' ? at : at.replace(/\/$/, ''), route.file)
    if (!result.problems.length) return next()
    const found = result.site ? routeAt(result, url) : undefined
    const page = found ? found.file : knownPages.get(url.replace(/(.)\/$/, '$1'))
    const problems = result.site ? (page ? problemsOfPage(result, page) : []) : result.problems
    if (!problems.length) return next()
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(problemPageHtml(url, problems))
  }
}

/**
 * What the steps after pre-rendering need (scripts/postbuild.ts), so they do not read the content again;
 * and an empty record of islands, which pre-rendering fills page by page (islands/writeIslandRecord.ts).
 */
function writeManifest(content: Content): void {
  const { siteUrl, leadEndpoint } = buildSettings(content.site)
  const manifest: SiteManifest = {
    siteUrl,
    leadEndpoint,
    // Every route: the pages and the attorneys' pages, with their translated pair's addresses.
    pages: siteRoutes(content).map((route) => ({
      file: route.file,
      canonical: route.url,
      aliases: route.addresses.filter((url) => url !== route.url),
      sitemap: route.sitemap,
      ...(route.alternates ? { alternates: route.alternates } : {}),
    })),
    photos: photoJobs(content),
    shareImages: shareImageJobs(content),
  }
  mkdirSync(path.dirname(SITE_MANIFEST), { recursive: true })
  writeFileSync(SITE_MANIFEST, JSON.stringify(manifest))
  rmSync(ISLAND_RECORD_FILE, { force: true })
}
