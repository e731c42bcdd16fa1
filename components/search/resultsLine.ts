/** The results line of a searchable list, e.g. `Showing 3 of 30 terms in Medical Law matching "delay"`. */
export function resultsLine({
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
}): string {
  const q = query?.trim()
  return `Showing ${shown} of ${total} ${noun}${category ? ` in ${category}` : ''}${q ? ` matching "${q}"` : ''}`
}

/** The FAQ page's message when its search finds nothing (spec wording). */
export function noResultsText(query: string): string {
  return `No results found for "${query.trim()}". Try a different search term.`
}

/** The FAQ page's results line: the count, or the no-results message when a search finds nothing. */
export function faqPageStatus(shown: number, total: number, noun: string, query: string): string {
  return query.trim() && !shown ? noResultsText(query) : resultsLine({ shown, total, noun, query })
}
