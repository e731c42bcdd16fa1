/**
 * /faq (island): tabs for the FAQ and the glossary under one search box whose text stays when
 * the tab changes. The server HTML (and the first browser render, which must equal it) shows
 * both lists one after the other, with links in place of the tabs: it works without JavaScript.
 * The query lives in a store read by the box and the panels, so typing does not re-render the tabs.
 */
import { useCallback, useEffect, useMemo } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { FaqPanel } from './FaqPanel.tsx'
import { GlossaryPanel } from './GlossaryPanel.tsx'
import { createSearcher } from './rankResults.ts'
import { faqDoc, glossaryDoc } from './searchDocs.ts'
import type { FaqItemView, GlossaryEntryView } from '../../lib/content/schema/listViewTypes.ts'
import { UrlSearchBox } from './UrlSearchBox.tsx'
import { useFuzzySearch } from './useFuzzySearch.ts'
import { indexFor } from './indexLoaders.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { useHydrated } from './useHydrated.ts'
import { useUrlState, useUrlValue } from './urlState.ts'
import type { FaqTabsWords } from './searchWords.ts'

const KEYS = ['q', 'tab'] as const
const tabClass =
  'inline-flex min-h-12 items-center border-b-3 border-transparent px-5 font-semibold text-slate-700 hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-navy-700 data-focus:outline-3 data-focus:outline-navy-700 data-selected:border-gold-500 data-selected:text-navy-900'
const tabListClass = 'flex gap-2 border-b border-slate-200'

export function FaqGlossaryTabs({
  faq,
  glossary,
  words,
  language = 'en',
}: {
  faq: FaqItemView[]
  glossary: GlossaryEntryView[]
  words: FaqTabsWords
  language?: Language
}) {
  const hydrated = useHydrated()
  const url = useUrlState(KEYS)
  const tab = useUrlValue(url, 'tab') === 'glossary' ? 1 : 0
  const faqDocs = useMemo(() => faq.map(faqDoc), [faq])
  const glossaryDocs = useMemo(() => glossary.map(glossaryDoc), [glossary])
  const faqSearcher = useMemo(() => createSearcher(faqDocs), [faqDocs])
  const glossarySearcher = useMemo(() => createSearcher(glossaryDocs), [glossaryDocs])
  const { search: faqFuzzy, load: loadFaq } = useFuzzySearch(indexFor('faq', language), faqDocs)
  const { search: glossaryFuzzy, load: loadGlossary } = useFuzzySearch(indexFor('faq-glossary', language), glossaryDocs)
  const load = useCallback(() => {
    loadFaq()
    loadGlossary()
  }, [loadFaq, loadGlossary])
  // A search arriving in the address (a shared link, the back button) loads the fuzzy search too.
  useEffect(() => {
    const loadIfSearching = () => {
      if (url.get('q')) load()
    }
    loadIfSearching()
    return url.subscribe(loadIfSearching)
  }, [url, load])

  const faqPanel = (active: boolean) => (
    <FaqPanel url={url} active={active} items={faq} searcher={faqSearcher} fuzzy={faqFuzzy} words={words} />
  )
  const glossaryPanel = (active: boolean) => (
    <GlossaryPanel
      url={url}
      active={active}
      entries={glossary}
      searcher={glossarySearcher}
      fuzzy={glossaryFuzzy}
      words={words}
    />
  )

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 lg:px-6">
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is unknown to Safari before 17 and to older screen readers; role="search" is the landmark in all of them. */}
      <div role="search" className="rounded-lg bg-navy-50 p-5">
        <UrlSearchBox
          url={url}
          id="faq-search"
          label={words.faqSearchLabel}
          placeholder={words.faqSearchPlaceholder}
          disabled={!hydrated}
          onUse={load}
        />
      </div>
      {hydrated ? (
        <TabGroup
          selectedIndex={tab}
          onChange={(index) => url.set({ tab: index === 1 ? 'glossary' : '' }, 'push')}
          className="mt-6"
        >
          <TabList aria-label={words.tabsLabel} className={tabListClass}>
            <Tab className={tabClass}>{words.faqTab}</Tab>
            <Tab className={tabClass}>{words.glossaryTab}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel className="pt-6 focus:outline-none">{faqPanel(tab === 0)}</TabPanel>
            <TabPanel className="pt-6 focus:outline-none">{glossaryPanel(tab === 1)}</TabPanel>
          </TabPanels>
        </TabGroup>
      ) : (
        <div className="mt-6">
          <nav aria-label={words.onThisPage} className={tabListClass}>
            <a href="#faq-questions" data-selected="" className={tabClass}>
              {words.faqTab}
            </a>
            <a href="#faq-glossary" className={tabClass}>
              {words.glossaryTab}
            </a>
          </nav>
          <section id="faq-questions" className="scroll-mt-24 pt-6">
            {faqPanel(false)}
          </section>
          <section id="faq-glossary" className="scroll-mt-24 pt-6">
            {glossaryPanel(false)}
          </section>
        </div>
      )}
    </div>
  )
}
