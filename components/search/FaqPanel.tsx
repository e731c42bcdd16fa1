import { useMemo } from 'react'
import { FaqAccordion } from './FaqAccordion.tsx'
import { prepareHighlight } from './highlight.ts'
import type { FuzzySearch, Searcher } from './rankResults.ts'
import { faqPageStatus } from './resultsLine.ts'
import type { FaqItemView } from '../../lib/content/schema/listViewTypes.ts'
import { useSearchResults } from './useSearchResults.ts'
import { useUrlValue, type UrlState } from './urlState.ts'
import type { FaqTabsWords } from './searchWords.ts'

/** The FAQ tab of /faq: the questions matching `?q=` (all of them while the tab is not `active`). */
export function FaqPanel({
  url,
  active,
  items,
  searcher,
  fuzzy,
  words,
}: {
  url: UrlState<'q'>
  active: boolean
  items: FaqItemView[]
  searcher: Searcher
  fuzzy: FuzzySearch | null
  words: FaqTabsWords
}) {
  const q = useUrlValue(url, 'q')
  const found = useSearchResults(searcher, active ? q : '', fuzzy)
  const results = useMemo(() => found.indices.map((i) => items[i]!), [found.indices, items])
  const highlight = useMemo(() => prepareHighlight(found.query), [found.query])
  return (
    <>
      <h2 className="text-2xl font-bold text-navy-900">{words.faqHeading}</h2>
      <p role="status" className="mt-2 mb-4 text-slate-700" data-search-settled={found.settled}>
        {faqPageStatus(words, results.length, items.length, words.questionsNoun, found.query)}
      </p>
      {results.length > 0 && <FaqAccordion items={results} group="faq-page" headingLevel={3} query={highlight} />}
    </>
  )
}
