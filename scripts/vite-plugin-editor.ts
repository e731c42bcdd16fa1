/**
 * The /admin/ editor in Vite: the `virtual:editor-config` module (the Decap configuration generated
 * from the schemas when the server or build starts, lib/editor/decapConfig.ts) and, in `npm run dev`,
 * the page itself at /admin/ (admin/index.html), outside Vike and its layout, and the site index
 * the editor checks a save against (/admin/site-index.json, lib/editor/buildSiteIndex.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { contentDir } from '../lib/content/read/readContent.ts'
import { decapConfig, type EditorBackend } from '../lib/editor/decapConfig.ts'
import { readEditorSettings } from '../lib/editor/editorSettings.ts'
import { buildSiteIndex } from '../lib/editor/buildSiteIndex.ts'
import { SITE_INDEX_FILE } from '../lib/editor/loadedSiteIndex.ts'
import { readContentOnce } from '../lib/content/store.ts'

const ID = 'virtual:editor-config'

/** `repoDir`: the folder the backend edits (DECAP_REPO_DIR, else this one). */
export function editorPlugin({ backend }: { backend: EditorBackend }): Plugin {
  const repoDir = path.resolve(process.env.DECAP_REPO_DIR || '.')
  return {
    name: 'firm:editor',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      const config = decapConfig({ backend, settings: readEditorSettings(), repoDir, contentDir: contentDir() })
      return `export default ${JSON.stringify(config)}`
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0]
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
        if (url !== '/admin/' && url !== '/admin/index.html') {
          next()
          return
        }
        const html = await server.transformIndexHtml('/admin/', readFileSync(path.resolve('admin/index.html'), 'utf8'))
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' })
        res.end(html)
      })
    },
  }
}
