/** The results line of a searchable list, e.g. `Showing 3 of 30 terms in Medical Law matching "delay"`, in the page's language. */
import type { InterfaceWords } from '../../lib/content/schema/interfaceKeys.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'

type SearchWords = InterfaceWords['search']

/** The words the results lines are made of (content/interface.yaml `search:`). */
export type ResultsWords = Pick<
  SearchWords,
  'showing' | 'showingInCategory' | 'showingMatching' | 'showingInCategoryMatching' | 'noResults'
>

export function resultsLine(
  words: ResultsWords,
  {
    shown,
    total,
    noun,
    category,
    query,
  }: {
    shown: number
    total: number
    noun: string
    category?: string
    query?: string
  },
): string {
  const q = query?.trim()
  const template = category
    ? q
      ? words.showingInCategoryMatching
      : words.showingInCategory
    : q
      ? words.showingMatching
      : words.showing
  return fillPlaceholders(template, { shown, total, noun, category: category ?? '', query: q ?? '' })
}

/** The FAQ page's message when its search finds nothing. */
export function noResultsText(words: ResultsWords, query: string): string {
  return fillPlaceholders(words.noResults, { query: query.trim() })
}

/** The FAQ page's results line: the count, or the no-results message when a search finds nothing. */
export function faqPageStatus(words: ResultsWords, shown: number, total: number, noun: string, query: string): string {
  return query.trim() && !shown ? noResultsText(words, query) : resultsLine(words, { shown, total, noun, query })
}
