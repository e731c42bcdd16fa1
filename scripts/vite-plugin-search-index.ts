/**
 * Vite plugin: `virtual:search-index/<name>` is the Fuse.js index of one searchable list, made
 * at build time from the very lists the islands show (the site's facts in each language:
 * lib/content/siteFacts.ts; the Spanish pages' indexes are the names ending in `-es`),
 * once per read of the content (components/search/indexLoaders.ts imports each on first use, so
 * it is a chunk of its own).
 */
import type { Plugin } from 'vite'
import { contentStore, type Content } from '../lib/content/store.ts'
import { siteFacts } from '../lib/content/siteFacts.ts'
import { memoOnContent } from '../lib/content/memo.ts'
import { faqDoc, glossaryDoc } from '../components/search/searchDocs.ts'
import { buildIndex } from '../components/search/searchEngine.ts'
import type { SearchIndexName, SearchListName } from '../components/search/indexLoaders.ts'
import type { SearchDoc } from '../lib/content/schema/listViewTypes.ts'
import type { SiteFacts } from '../lib/content/schema/factsShape.ts'
import { LANGUAGES, type Language } from '../lib/content/schema/language.ts'
import { contentDir } from '../lib/content/read/readContent.ts'

const PREFIX = 'virtual:search-index/'

/** Each searchable list, from a language's facts. */
const searchLists: Record<SearchListName, (facts: SiteFacts) => SearchDoc[]> = {
  'legal-glossary': (facts) => facts.glossary.terms.map(glossaryDoc),
  'faq-glossary': (facts) => facts.glossary.faq.map(glossaryDoc),
  faq: (facts) => facts.faq.faq.map(faqDoc),
}

/**
 * A list's index in a language: the list's name, `-es` after it for Spanish, as the islands ask for it
 * (indexFor, components/search/indexLoaders.ts: imported for its types only, since its dynamic imports
 * name this plugin's modules).
 */
const indexName = (list: SearchListName, language: Language) =>
  (language === 'en' ? list : `${list}-${language}`) as SearchIndexName

/** Each list's index in each language, by its name (`faq`, `faq-es`). */
const searchIndexSources = Object.fromEntries(
  LANGUAGES.flatMap((language) =>
    (Object.keys(searchLists) as SearchListName[]).map((list) => [
      indexName(list, language),
      (content: Content) => searchLists[list](siteFacts(content, language)),
    ]),
  ),
) as Record<SearchIndexName, (content: Content) => SearchDoc[]>

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
