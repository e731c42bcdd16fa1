/**
 * Vite plugin: validates the content folder before anything is built (bad content stops the
 * build with every `file:line` problem) and offers `virtual:content-bodies`, whose
 * `loadBodyModule(file)` gives a content file's compiled MDX, wherever CONTENT_DIR is.
 * - build: each body is compiled while it is checked, from the same parse (scripts/compileMdxBody.ts),
 *   and evaluated at pre-render (renderer/compiledBody.ts): no body goes through the bundler.
 * - dev server: each body is a lazy import of its .mdx file, compiled by @mdx-js/rollup, with HMR;
 *   a file with problems is refused before @mdx-js/rollup sees it, so its code is never compiled or run.
 */
import type { Plugin } from 'vite'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mkdirSync, writeFileSync } from 'node:fs'
import { contentDir } from '../lib/content/read/load.ts'
import { allEntries } from '../lib/content/read/allEntries.ts'
import { formatProblem } from '../lib/content/errors.ts'
import { canonicalPath, loadContentOnce, resetContent } from '../lib/content/index.ts'
import { getSettings } from '../lib/content/settings.ts'
import { SITE_MANIFEST, type SiteManifest } from './siteManifest.ts'
import { compileMdxBody } from './compileMdxBody.ts'

const ID = 'virtual:content-bodies'
const RESOLVED = `\0${ID}`
const COMPILED_BODY = fileURLToPath(new URL('../renderer/compiledBody.ts', import.meta.url))

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
      const content = loadContentOnce(building ? compileMdxBody : undefined)
      if (content.problems.length) {
        const n = content.problems.length
        const summary = `${n} content problem${n === 1 ? '' : 's'} must be fixed before the site can be built. docs/CONTENT.md ("This error means") explains each kind.`
        process.stderr.write(`\n${content.problems.map(formatProblem).join('\n')}\n\n${summary}\n`)
        // A build stops here with only the list: a stack trace would bury what the editor must fix.
        if (building) process.exit(1)
        this.error(summary)
      }
      if (building) writeManifest()
      checked = true
    },
    transform(_code, id) {
      const file = id.split('?')[0] ?? id
      if (building || !file.endsWith('.mdx') || !file.startsWith(contentDir())) return undefined
      const problems = loadContentOnce().problems.filter((p) => path.resolve(p.file) === file)
      if (problems.length) this.error(`This content file must be fixed before it can be shown:\n${problems.map(formatProblem).join('\n')}`)
      return undefined
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      if (building) return `export { loadCompiledBody as loadBodyModule } from ${JSON.stringify(COMPILED_BODY)}\n`
      const content = loadContentOnce()
      const lines = allEntries(content).map((e) => `  ${JSON.stringify(e.file)}: () => import(${JSON.stringify(path.resolve(e.file))}),`)
      return [
        `const bodies = {\n${lines.join('\n')}\n}`,
        'export function loadBodyModule(file) {',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of the generated module, whose own template this is.
        '  if (!Object.hasOwn(bodies, file)) throw new Error(`No content file ${file}`)',
        '  return bodies[file]()',
        '}',
        '',
      ].join('\n')
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

/** What the steps after pre-rendering need (scripts/postbuild.ts), so they do not read the content again. */
function writeManifest(): void {
  const { siteUrl, leadEndpoint } = getSettings()
  const manifest: SiteManifest = {
    siteUrl,
    leadEndpoint,
    pages: loadContentOnce().pages.map((p) => ({ file: p.file, canonical: canonicalPath(p), sitemap: p.data.sitemap })),
  }
  mkdirSync(path.dirname(SITE_MANIFEST), { recursive: true })
  writeFileSync(SITE_MANIFEST, JSON.stringify(manifest))
}
