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
  // An index of another list of the same length (the English glossary's on a Spanish page) would
  // find the wrong entries: each record must be the title the page shows at its place.
  const records = index.records as { i: number; $?: Record<string, { v?: string }> }[]
  const stranger = records.find((record) => record.$?.[0]?.v !== docs[record.i]?.title)
  if (stranger)
    throw new Error(
      `The search index's entry ${stranger.i} is not the page's "${docs[stranger.i]?.title}": the page loads another list's index.`,
    )
  const fuse = new Fuse(docs, fuseOptions, Fuse.parseIndex<SearchDoc>(index))
  return (query) => fuse.search(query).map((result) => result.refIndex)
}

/** The index the build serialises (scripts/vite-plugin-search-index.ts). */
export function buildIndex(docs: readonly SearchDoc[]): SerializedIndex {
  return Fuse.createIndex(fuseOptions.keys ?? [], docs).toJSON()
}
