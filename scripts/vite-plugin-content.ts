/**
 * Vite plugin: checks the content folder before anything is built or served (bad content stops
 * the build with every `file:line` problem), and in the dev server starts a new read of it when
 * a content file changes, then reloads the site's pages (never the /admin/ editor). Reading, checking
 * and compiling the bodies is the content store's (lib/content/store.ts); the pages evaluate them
 * (pages/content/+onBeforeRenderHtml.ts).
 */
import type { Plugin, ViteDevServer } from 'vite'
import path from 'node:path'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { PipelineResult } from '../lib/content/model/content.ts'
import { contentDir } from '../lib/content/read/readContent.ts'
import { formatProblem } from '../lib/content/model/problems.ts'
import { canonicalPath } from '../lib/content/entries.ts'
import { buildSettings } from '../lib/content/settings.ts'
import { readContentOnce, resetContent, type Content } from '../lib/content/store.ts'
import { SITE_MANIFEST, type SiteManifest } from './siteManifest.ts'
import { ISLAND_RECORD_FILE } from '../islands/islandRecord.ts'
import { reloadSitePages, watchEditorClients } from './siteReload.ts'

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
      if (summary) {
        // A build stops here with only the list: a stack trace would bury what the editor must fix.
        if (building) process.exit(1)
        this.error(summary)
      }
      if (building) writeManifest(content as Content)
      checked = true
    },
    configureServer(server) {
      // The content folder may lie outside the project (CONTENT_DIR): watch it too. A file added or
      // removed (a term the /admin/ editor creates) changes the entries as well, and Vite reports
      // only changes of files it already knows to handleHotUpdate.
      server.watcher.add(contentDir())
      watchEditorClients(server)
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
  reportProblems(readContentOnce())
  reloadSitePages(server)
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
    pages: content.pages.map((p) => ({ file: p.file, canonical: canonicalPath(p), sitemap: p.data.sitemap })),
  }
  mkdirSync(path.dirname(SITE_MANIFEST), { recursive: true })
  writeFileSync(SITE_MANIFEST, JSON.stringify(manifest))
  rmSync(ISLAND_RECORD_FILE, { force: true })
}
