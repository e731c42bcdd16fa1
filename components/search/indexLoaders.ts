/** The build's search indexes (scripts/vite-plugin-search-index.ts), each a chunk loaded on first use. */
import type { SerializedIndex } from './searchEngine.ts'
import type { Language } from '../../lib/content/schema/language.ts'

export const indexLoaders = {
  'legal-glossary': () => import('virtual:search-index/legal-glossary'),
  'faq-glossary': () => import('virtual:search-index/faq-glossary'),
  faq: () => import('virtual:search-index/faq'),
  // The Spanish pages' lists (their facts: lib/content/siteFacts.ts in Spanish): a Spanish search uses these.
  'legal-glossary-es': () => import('virtual:search-index/legal-glossary-es'),
  'faq-glossary-es': () => import('virtual:search-index/faq-glossary-es'),
  'faq-es': () => import('virtual:search-index/faq-es'),
} satisfies Record<string, () => Promise<{ default: SerializedIndex }>>

export type SearchIndexName = keyof typeof indexLoaders

/** The lists the search looks in, each with an index in each language. */
export type SearchListName = 'legal-glossary' | 'faq-glossary' | 'faq'

/** The index of a list in the page's language: the Spanish pages search the Spanish lists. */
export function indexFor(name: SearchListName, language: Language): SearchIndexName {
  return language === 'es' ? `${name}-es` : name
}
