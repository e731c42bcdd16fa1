/**
 * Vite plugin: `virtual:search-index/<name>` is the Fuse.js index of one searchable list, made
 * at build time from the very lists the islands show (the site's facts: lib/content/siteFacts.ts, and
 * for the Spanish pages lib/content/spanishSiteFacts.ts, the names ending in `-es`),
 * once per read of the content (components/search/indexLoaders.ts imports each on first use, so
 * it is a chunk of its own).
 */
import type { Plugin } from 'vite'
import { contentStore, type Content } from '../lib/content/store.ts'
import { siteFacts } from '../lib/content/siteFacts.ts'
import { spanishSiteFacts } from '../lib/content/spanishSiteFacts.ts'
import { memoOnContent } from '../lib/content/memo.ts'
import { faqDoc, glossaryDoc } from '../components/search/searchDocs.ts'
import { buildIndex } from '../components/search/searchEngine.ts'
import type { SearchIndexName } from '../components/search/indexLoaders.ts'
import type { SearchDoc } from '../lib/content/schema/listViewTypes.ts'
import { contentDir } from '../lib/content/read/readContent.ts'

const PREFIX = 'virtual:search-index/'

const searchIndexSources: Record<SearchIndexName, (content: Content) => SearchDoc[]> = {
  'legal-glossary': (content) => siteFacts(content).glossary.terms.map(glossaryDoc),
  'faq-glossary': (content) => siteFacts(content).glossary.faq.map(glossaryDoc),
  faq: (content) => siteFacts(content).faq.faq.map(faqDoc),
  'legal-glossary-es': (content) => spanishSiteFacts(content).glossary.terms.map(glossaryDoc),
  'faq-glossary-es': (content) => spanishSiteFacts(content).glossary.faq.map(glossaryDoc),
  'faq-es': (content) => spanishSiteFacts(content).faq.faq.map(faqDoc),
}

/** Each index as the module's source text, made once per read of the content. */
const indexModules = memoOnContent((content: Content) => {
  const modules = new Map<SearchIndexName, string>()
  for (const [name, docs] of Object.entries(searchIndexSources) as [SearchIndexName, (c: Content) => SearchDoc[]][])
    modules.set(name, `export default JSON.parse(${JSON.stringify(JSON.stringify(buildIndex(docs(content))))})\n`)
  return modules
})

const isName = (name: string): name is SearchIndexName => Object.hasOwn(searchIndexSources, name)

export function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    resolveId: {
      filter: { id: /^virtual:search-index\// },
      handler: (id) => (isName(id.slice(PREFIX.length)) ? `\0${id}` : undefined),
    },
    load: {
      filter: { id: /^\0virtual:search-index\// },
      handler(id) {
        const name = id.slice(PREFIX.length + 1)
        if (!isName(name)) return undefined
        return indexModules(contentStore()).get(name)
      },
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(contentDir())) return
      for (const name of Object.keys(searchIndexSources)) {
        const mod = server.moduleGraph.getModuleById(`\0${PREFIX}${name}`)
        if (mod) server.moduleGraph.invalidateModule(mod)
      }
    },
  }
}
