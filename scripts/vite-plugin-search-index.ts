/**
 * Vite plugin: `virtual:search-index/<name>` is the Fuse.js index of one searchable list, made
 * at build time from the same entries the page shows (components/search/indexLoaders.ts
 * imports each on first use, so it is a chunk of its own).
 */
import type { Plugin } from 'vite'
import { faqGlossaryEntries, faqItems, glossaryTerms } from '../lib/content/listViews.ts'
import { faqDoc, glossaryDoc } from '../components/search/searchDocs.ts'
import { buildIndex } from '../components/search/searchEngine.ts'
import type { SearchIndexName } from '../components/search/indexLoaders.ts'
import type { SearchDoc } from '../lib/content/schema/listViewTypes.ts'
import { contentDir } from '../lib/content/read/load.ts'

const PREFIX = 'virtual:search-index/'

export const searchIndexSources: Record<SearchIndexName, () => SearchDoc[]> = {
  'legal-glossary': () => glossaryTerms().map(glossaryDoc),
  'faq-glossary': () => faqGlossaryEntries().map(glossaryDoc),
  faq: () => faqItems('faq').map(faqDoc),
}

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
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildIndex(searchIndexSources[name]())))})\n`
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
