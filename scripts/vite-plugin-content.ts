/**
 * Vite plugin: validates the content folder before anything is built (bad content stops the
 * build with every `file:line` problem) and offers `virtual:content-bodies`, a map from each
 * content file to a lazy import of its compiled MDX (one chunk a file), wherever CONTENT_DIR is.
 */
import type { Plugin } from 'vite'
import path from 'node:path'
import { loadContent, contentDir } from '../content/load.ts'
import { formatProblem } from '../content/errors.ts'
import { resetContent } from '../content/index.ts'

const ID = 'virtual:content-bodies'
const RESOLVED = '\0' + ID

export function contentPlugin(): Plugin {
  let checked = false
  return {
    name: 'site-content',
    enforce: 'pre',
    buildStart() {
      if (checked) return
      const { problems } = loadContent()
      if (problems.length) {
        const list = problems.map(formatProblem).join('\n')
        process.stderr.write(`\n${list}\n\n`)
        this.error(`${problems.length} content problem${problems.length === 1 ? '' : 's'} (listed above) must be fixed before the site can be built.`)
      }
      checked = true
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const content = loadContent()
      const entries = [...content.pages, ...content.attorneys, ...content.faq, ...content.glossary]
      const lines = entries.map((e) => `  ${JSON.stringify(e.file)}: () => import(${JSON.stringify(path.resolve(e.file))}),`)
      return `export const bodies = {\n${lines.join('\n')}\n}\n`
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(contentDir())) return
      resetContent()
      const mod = server.moduleGraph.getModuleById(RESOLVED)
      if (mod) server.moduleGraph.invalidateModule(mod)
      server.ws.send({ type: 'full-reload' })
    },
  }
}
