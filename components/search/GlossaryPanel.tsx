import { useMemo } from 'react'
import { GlossaryEntryList } from './GlossaryEntryList.tsx'
import { prepareHighlight } from './highlight.ts'
import type { FuzzySearch, Searcher } from './rankResults.ts'
import { faqPageStatus } from './resultsLine.ts'
import type { GlossaryEntryView } from '../../lib/content/schema/listViewTypes.ts'
import { useSearchResults } from './useSearchResults.ts'
import { useUrlValue, type UrlState } from './urlState.ts'
import type { FaqTabsWords } from './searchWords.ts'

/** The Glossary tab of /faq: the terms matching `?q=` (all of them while the tab is not `active`). */
export function GlossaryPanel({
  url,
  active,
  entries,
  searcher,
  fuzzy,
  words,
}: {
  url: UrlState<'q'>
  active: boolean
  entries: GlossaryEntryView[]
  searcher: Searcher
  fuzzy: FuzzySearch | null
  words: FaqTabsWords
}) {
  const q = useUrlValue(url, 'q')
  const found = useSearchResults(searcher, active ? q : '', fuzzy)
  const results = useMemo(() => found.indices.map((i) => entries[i]!), [found.indices, entries])
  const highlight = useMemo(() => prepareHighlight(found.query), [found.query])
  return (
    <>
      <h2 className="text-2xl font-bold text-navy-900">{words.glossaryHeading}</h2>
      <p role="status" className="mt-2 mb-4 text-slate-700" data-search-settled={found.settled}>
        {faqPageStatus(words, results.length, entries.length, words.termsNoun, found.query)}
      </p>
      {results.length > 0 && <GlossaryEntryList entries={results} query={highlight} />}
    </>
  )
}
