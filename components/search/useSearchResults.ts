import { useDeferredValue, useMemo } from 'react'
import { MIN_FUZZY_LENGTH, normalizeQuery, type FuzzySearch, type Searcher } from './rankResults.ts'

export interface SearchResults {
  /** Doc indices to show, best first. */
  indices: number[]
  /** The query those results are for (the results line and the marks use it). */
  query: string
  /** False while the fuzzy matches for the latest keystroke are still being computed. */
  settled: boolean
}

/**
 * A keystroke shows the entries containing the text at once; the fuzzy matches (Fuse.js, the
 * costly part) follow in a deferred render that the next keystroke can interrupt. They only
 * ever add entries below the others, so nothing shown moves. When nothing contains the text
 * yet, the last list stays until the fuzzy search answers, rather than flashing "no results".
 */
export function useSearchResults(searcher: Searcher, query: string, fuzzy: FuzzySearch | null): SearchResults {
  const deferred = useDeferredValue(query)
  const complete = useMemo(() => searcher.search(deferred, fuzzy), [searcher, deferred, fuzzy])
  const quick = useMemo(() => (deferred === query ? null : searcher.search(query, null)), [searcher, deferred, query])
  if (!quick) return { indices: complete, query: deferred, settled: true }
  if (quick.length || !fuzzy || normalizeQuery(query).length < MIN_FUZZY_LENGTH)
    return { indices: quick, query, settled: false }
  return { indices: complete, query: deferred, settled: false }
}
