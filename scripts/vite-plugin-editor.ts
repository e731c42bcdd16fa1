/**
 * The /admin/ editor in Vite: the `virtual:editor-config` module (the Decap configuration generated
 * from the schemas when the server or build starts, lib/editor/decapConfig.ts) and, in `npm run dev`,
 * the page itself at /admin/ (admin/index.html), outside Vike and its layout; the site index the
 * editor checks a save against (/admin/site-index.json, lib/editor/buildSiteIndex.ts) and the
 * preview's facts (/admin/preview-facts.json, lib/editor/previewFacts.ts): in `npm run dev` made
 * from the content at each request (a content change resets the store), in the build written
 * beside the page. In `npm run dev` the page carries the built editor's headers (./editorHeaders.ts,
 * its policy included): the scripts Vite writes into the page are served as files, so that the same
 * policy (no inline script) holds.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { contentDir } from '../lib/content/read/readContent.ts'
import { decapConfig, type EditorBackend } from '../lib/editor/decapConfig.ts'
import { localBackendUrl, readEditorSettings } from '../lib/editor/editorSettings.ts'
import { editorHeaders } from './editorHeaders.ts'
import { buildSiteIndex } from '../lib/editor/buildSiteIndex.ts'
import { SITE_INDEX_FILE } from '../lib/editor/loadedSiteIndex.ts'
import { previewFacts } from '../lib/editor/previewFacts.ts'
import { PREVIEW_FACTS_FILE } from '../lib/editor/previewFactsShape.ts'
import { contentStore, readContentOnce } from '../lib/content/store.ts'

const ID = 'virtual:editor-config'
const ENTRY_SEARCH = fileURLToPath(new URL('../lib/editor/entrySearch.ts', import.meta.url))

/**
 * `repoDir`: the folder the backend edits (DECAP_REPO_DIR, else this one). `editorBuild`: this is
 * the editor's own build (vite.admin.config.ts), which writes the preview's facts beside the page.
 */
export function editorPlugin({
  backend,
  editorBuild = false,
}: {
  backend: EditorBackend
  editorBuild?: boolean
}): Plugin {
  const repoDir = path.resolve(process.env.DECAP_REPO_DIR || '.')
  return {
    name: 'firm:editor',
    // Decap's search matches the words of a query, not its letters in any order (lib/editor/entrySearch.ts).
    config: () => ({ resolve: { alias: [{ find: /^fuzzy$/, replacement: ENTRY_SEARCH }] } }),
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      const config = decapConfig({ backend, settings: readEditorSettings(), repoDir, contentDir: contentDir() })
      return `export default ${JSON.stringify(config)}`
    },
    generateBundle() {
      if (!editorBuild) return
      this.emitFile({
        type: 'asset',
        fileName: `admin/${PREVIEW_FACTS_FILE}`,
        source: JSON.stringify(previewFacts(contentStore())),
      })
    },
    configureServer(server) {
      const inlineScripts = new Map<string, string>()
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0]
        const script = url ? inlineScripts.get(url) : undefined
        if (script !== undefined) {
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
          res.end(script)
          return
        }
        if (url === '/admin') {
          res.writeHead(301, { Location: '/admin/' })
          res.end()
          return
        }
        if (url === `/admin/${SITE_INDEX_FILE}`) {
          // Made for each request from the content as it is on disk now (the store forgets it on a change).
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          res.end(JSON.stringify(buildSiteIndex(readContentOnce())))
          return
        }
        if (url === `/admin/${PREVIEW_FACTS_FILE}`) {
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          res.end(JSON.stringify(previewFacts(contentStore())))
          return
        }
        if (url !== '/admin/' && url !== '/admin/index.html') {
          next()
          return
        }
        const html = await server.transformIndexHtml('/admin/', readFileSync(path.resolve('admin/index.html'), 'utf8'))
        const backend = new URL(localBackendUrl(readEditorSettings())).origin
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...editorHeaders(backend) })
        res.end(servedAsFiles(html, inlineScripts))
      })
    },
  }
}

/** The page with each inline module script Vite wrote into it (React's refresh preamble) replaced by a file at /admin/. */
function servedAsFiles(html: string, scripts: Map<string, string>): string {
  return html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, code: string) => {
    const url = `/admin/inline-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`
    scripts.set(url, code)
    return `<script type="module" src="${url}"></script>`
  })
}
