/** The fuzzy half of the search: Fuse.js over an index the build made. Loaded on first use only. */
import Fuse, { type FuseIndex } from 'fuse.js/basic'
import { fuseOptions } from './fuseOptions.ts'
import type { FuzzySearch } from './rankResults.ts'
import type { SearchDoc } from '../../lib/content/schema/listViewTypes.ts'

export type SerializedIndex = ReturnType<FuseIndex<SearchDoc>['toJSON']>

export function createFuzzySearch(docs: readonly SearchDoc[], index: SerializedIndex): FuzzySearch {
  if (index.records.length !== docs.length)
    throw new Error(
      `The search index has ${index.records.length} entries but the page shows ${docs.length}: rebuild the site.`,
    )
  const fuse = new Fuse(docs, fuseOptions, Fuse.parseIndex<SearchDoc>(index))
  return (query) => fuse.search(query).map((result) => result.refIndex)
}

/** The index the build serialises (scripts/vite-plugin-search-index.ts). */
export function buildIndex(docs: readonly SearchDoc[]): SerializedIndex {
  return Fuse.createIndex(fuseOptions.keys ?? [], docs).toJSON()
}
