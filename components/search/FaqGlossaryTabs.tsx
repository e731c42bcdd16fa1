/**
 * /faq (island): tabs for the FAQ and the glossary under one search box whose text stays when
 * the tab changes. The server HTML (and the first browser render, which must equal it) shows
 * both lists one after the other, with links in place of the tabs: it works without JavaScript.
 */
import { useEffect, useMemo } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { FaqAccordion } from './FaqAccordion'
import { GlossaryEntryList } from './GlossaryEntryList'
import { prepareHighlight } from './highlight'
import { createSearcher } from './rankResults'
import { noResultsText, resultsLine } from './resultsLine'
import { SearchBox } from './SearchBox'
import { faqDoc, glossaryDoc } from './searchDocs'
import type { FaqItemView, GlossaryEntryView } from './types'
import { useFuzzySearch } from './useFuzzySearch'
import { useHydrated } from './useHydrated'
import { useSearchResults } from './useSearchResults'
import { useUrlParams } from './useUrlParams'

const KEYS = ['q', 'tab'] as const
const tabClass = 'inline-flex min-h-12 items-center border-b-3 border-transparent px-5 font-semibold text-slate-700 hover:text-navy-900 focus:outline-none focus-visible:outline-3 focus-visible:outline-navy-700 data-focus:outline-3 data-focus:outline-navy-700 data-selected:border-gold-500 data-selected:text-navy-900'
const tabListClass = 'flex gap-2 border-b border-slate-200'

export function FaqGlossaryTabs({ faq, glossary }: { faq: FaqItemView[]; glossary: GlossaryEntryView[] }) {
  const hydrated = useHydrated()
  const [params, update] = useUrlParams(KEYS)
  const tab = params.tab === 'glossary' ? 1 : 0
  const faqDocs = useMemo(() => faq.map(faqDoc), [faq])
  const glossaryDocs = useMemo(() => glossary.map(glossaryDoc), [glossary])
  const faqSearcher = useMemo(() => createSearcher(faqDocs), [faqDocs])
  const glossarySearcher = useMemo(() => createSearcher(glossaryDocs), [glossaryDocs])
  const { search: faqFuzzy, load: loadFaq } = useFuzzySearch('faq', faqDocs)
  const { search: glossaryFuzzy, load: loadGlossary } = useFuzzySearch('faq-glossary', glossaryDocs)
  const load = () => { loadFaq(); loadGlossary() }
  useEffect(() => { if (params.q) { loadFaq(); loadGlossary() } }, [params.q, loadFaq, loadGlossary])

  // Only the shown tab is searched: the other gets no query (both show, unfiltered, before hydration).
  const faqFound = useSearchResults(faqSearcher, tab === 0 ? params.q : '', faqFuzzy)
  const glossaryFound = useSearchResults(glossarySearcher, tab === 1 ? params.q : '', glossaryFuzzy)
  const faqResults = useMemo(() => faqFound.indices.map((i) => faq[i]!), [faqFound.indices, faq])
  const glossaryResults = useMemo(() => glossaryFound.indices.map((i) => glossary[i]!), [glossaryFound.indices, glossary])
  const shown = tab === 0 ? faqFound : glossaryFound
  const highlight = useMemo(() => prepareHighlight(shown.query), [shown.query])
  const status = (count: number, total: number, noun: string) => (shown.query.trim() && !count ? noResultsText(shown.query) : resultsLine({ shown: count, total, noun, query: shown.query }))

  const faqPanel = (
    <>
      <h2 className="text-2xl font-bold text-navy-900">Frequently Asked Questions</h2>
      <p role="status" className="mt-2 mb-4 text-slate-700" data-search-settled={faqFound.settled}>{status(faqResults.length, faq.length, 'questions')}</p>
      {faqResults.length > 0 && <FaqAccordion items={faqResults} group="faq-page" headingLevel={3} query={highlight} />}
    </>
  )
  const glossaryPanel = (
    <>
      <h2 className="text-2xl font-bold text-navy-900">Legal Glossary</h2>
      <p role="status" className="mt-2 mb-4 text-slate-700" data-search-settled={glossaryFound.settled}>{status(glossaryResults.length, glossary.length, 'terms')}</p>
      {glossaryResults.length > 0 && <GlossaryEntryList entries={glossaryResults} query={highlight} />}
    </>
  )

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 lg:px-6">
      <div role="search" className="rounded-lg bg-navy-50 p-5">
        <SearchBox id="faq-search" label="Search questions and legal terms" placeholder="Words from a question or a term" value={params.q} disabled={!hydrated} onFocus={load} onChange={(q) => { load(); update({ q }, 'typing') }} />
      </div>
      {hydrated ? (
        <TabGroup selectedIndex={tab} onChange={(index) => update({ tab: index === 1 ? 'glossary' : '' }, 'push')} className="mt-6">
          <TabList aria-label="Questions or glossary" className={tabListClass}>
            <Tab className={tabClass}>FAQ</Tab>
            <Tab className={tabClass}>Glossary</Tab>
          </TabList>
          <TabPanels>
            <TabPanel className="pt-6 focus:outline-none">{faqPanel}</TabPanel>
            <TabPanel className="pt-6 focus:outline-none">{glossaryPanel}</TabPanel>
          </TabPanels>
        </TabGroup>
      ) : (
        <div className="mt-6">
          <nav aria-label="On this page" className={tabListClass}>
            <a href="#faq-questions" data-selected="" className={tabClass}>FAQ</a>
            <a href="#faq-glossary" className={tabClass}>Glossary</a>
          </nav>
          <section id="faq-questions" className="scroll-mt-24 pt-6">{faqPanel}</section>
          <section id="faq-glossary" className="scroll-mt-24 pt-6">{glossaryPanel}</section>
        </div>
      )}
    </div>
  )
}
