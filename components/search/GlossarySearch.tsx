/**
 * /legal-glossary (island): every term is in the server HTML; in the browser, a search box and
 * a category filter narrow the list together on every change, and live in the address.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import type { HeadingLevel } from './FaqAccordion.tsx'
import { CategorySelect } from './CategorySelect.tsx'
import { GlossaryTermCard } from './GlossaryTermCard.tsx'
import { prepareHighlight } from './highlight.ts'
import { createSearcher } from './rankResults.ts'
import { resultsLine } from './resultsLine.ts'
import { SearchBox } from './SearchBox.tsx'
import { glossaryDoc } from './searchDocs.ts'
import type { GlossaryTermView } from '../../lib/content/schema/listViewTypes.ts'
import { useFuzzySearch } from './useFuzzySearch.ts'
import { indexFor } from './indexLoaders.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { useHydrated } from './useHydrated.ts'
import { useSearchResults } from './useSearchResults.ts'
import { useUrlState, useUrlValue } from './urlState.ts'
import type { GlossarySearchWords } from './searchWords.ts'

const KEYS = ['q', 'category'] as const

export function GlossarySearch({
  terms,
  categories,
  headingLevel = 2,
  words,
  language = 'en',
}: {
  terms: GlossaryTermView[]
  categories: string[]
  words: GlossarySearchWords
  headingLevel?: HeadingLevel
  language?: Language
}) {
  const hydrated = useHydrated()
  const url = useUrlState(KEYS)
  const q = useUrlValue(url, 'q')
  const categoryParam = useUrlValue(url, 'category')
  const docs = useMemo(() => terms.map(glossaryDoc), [terms])
  const searcher = useMemo(() => createSearcher(docs), [docs])
  const fuzzy = useFuzzySearch(indexFor('legal-glossary', language), docs)
  const category = categories.includes(categoryParam) ? categoryParam : ''
  const [pendingAnchor, setPendingAnchor] = useState<string | null>(null)

  const { load } = fuzzy
  useEffect(() => {
    if (q) load()
  }, [q, load])

  const found = useSearchResults(searcher, q, fuzzy.search)
  const results = useMemo(
    () => found.indices.map((i) => terms[i]!).filter((t) => !category || t.category === category),
    [found.indices, terms, category],
  )
  const highlight = useMemo(() => prepareHighlight(found.query), [found.query])

  // A related term hidden by the filters: clear them, then go to it once it is shown again.
  // (A stable callback, so the memoised links of each card do not re-render on every keystroke.)
  const shown = useRef(results)
  useEffect(() => {
    shown.current = results
  }, [results])
  const onRelated = useCallback(
    (slug: string, event: MouseEvent) => {
      if (shown.current.some((t) => t.slug === slug)) return
      event.preventDefault()
      url.set({ q: '', category: '' }, 'push')
      setPendingAnchor(slug)
    },
    [url],
  )
  useEffect(() => {
    if (!pendingAnchor) return
    window.location.hash = pendingAnchor
    setPendingAnchor(null)
  }, [pendingAnchor])

  const Heading = `h${headingLevel}` as const
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is unknown to Safari before 17 and to older screen readers; role="search" is the landmark in all of them. */}
      <div role="search" className="grid gap-4 rounded-lg bg-navy-50 p-5 sm:grid-cols-[1fr_16rem]">
        <SearchBox
          id="glossary-search"
          label={words.glossarySearchLabel}
          placeholder={words.glossarySearchPlaceholder}
          value={q}
          disabled={!hydrated}
          onFocus={load}
          onChange={(value) => {
            load()
            url.set({ q: value }, 'typing')
          }}
        />
        <CategorySelect
          id="glossary-category"
          value={category}
          categories={categories}
          label={words.category}
          allLabel={words.allCategories}
          disabled={!hydrated}
          onChange={(value) => url.set({ category: value }, 'push')}
        />
      </div>
      <p role="status" className="mt-5 font-medium text-slate-700">
        {resultsLine(words, {
          shown: results.length,
          total: terms.length,
          noun: words.termsNoun,
          category,
          query: found.query,
        })}
      </p>
      {results.length ? (
        <div
          className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2"
          aria-busy={!found.settled}
          data-search-settled={found.settled}
        >
          {results.map((term) => (
            <GlossaryTermCard
              key={term.slug}
              term={term}
              headingLevel={headingLevel}
              query={highlight}
              words={words}
              onRelated={onRelated}
            />
          ))}
        </div>
      ) : (
        <div
          data-search-settled={found.settled}
          className="mt-5 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center"
        >
          <Heading className="text-2xl font-bold text-navy-900">{words.noTermsTitle}</Heading>
          <p className="mt-2 text-slate-700">{words.noTermsText}</p>
        </div>
      )}
    </div>
  )
}
