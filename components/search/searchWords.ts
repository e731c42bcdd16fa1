/** The words each search island is given (content/interface.yaml `search:`), and no others: they are recorded in the page. */
import type { InterfaceWords } from '../../lib/content/schema/interfaceKeys.ts'

type SearchWords = InterfaceWords['search']

const pick = <K extends keyof SearchWords>(words: SearchWords, keys: readonly K[]): Pick<SearchWords, K> =>
  Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<SearchWords, K>

const RESULTS = ['showing', 'showingInCategory', 'showingMatching', 'showingInCategoryMatching', 'noResults'] as const

const GLOSSARY_SEARCH = [
  ...RESULTS,
  'termsNoun',
  'glossarySearchLabel',
  'glossarySearchPlaceholder',
  'category',
  'allCategories',
  'noTermsTitle',
  'noTermsText',
  'practiceAreas',
  'relatedTerms',
] as const

const FAQ_TABS = [
  ...RESULTS,
  'questionsNoun',
  'termsNoun',
  'faqSearchLabel',
  'faqSearchPlaceholder',
  'tabsLabel',
  'faqTab',
  'glossaryTab',
  'faqHeading',
  'glossaryHeading',
] as const

export type GlossarySearchWords = Pick<SearchWords, (typeof GLOSSARY_SEARCH)[number]>
export type FaqTabsWords = Pick<SearchWords, (typeof FAQ_TABS)[number]> & { onThisPage: string }

export const glossarySearchWords = (words: InterfaceWords): GlossarySearchWords => pick(words.search, GLOSSARY_SEARCH)

export const faqTabsWords = (words: InterfaceWords): FaqTabsWords => ({
  ...pick(words.search, FAQ_TABS),
  onThisPage: words.shell.onThisPage,
})
