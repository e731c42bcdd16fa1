/**
 * The pages on which the browser tests open a state (the menu drawer, a case-review dialog, search
 * results), one per kind rather than every page, chosen from the content in each language:
 * - the drawer is the shell's, the same markup on every page: one page of each route kind
 *   (a page without interactive parts, one with them, the not-found page);
 * - a dialog looks as its form is written: one page per form shape (its words and fields: title,
 *   intro, case-type selector or none, required or not, rows, send button); the case types' ids
 *   and the topic change only what is sent;
 * - search results: every page with a search (the legal glossary, the FAQ and its glossary tab).
 */
import { canonicalPath, pageForms, type PageEntry } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { contentStore } from '../../lib/content/store.ts'
import { usesIslands } from '../../pages/content/usesIslands.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { commonWord } from '../contentExpectations.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'

const content = contentStore()
export const wordsOf = (language: Language) => (language === 'es' ? spanishWords : englishWords)
/** The header's navigation links of a language (content/site.yaml `navigation`, its `es:` block's). */
export const navigationOf = (language: Language) => siteFacts(content, language).site.navigation
const languageOfPage = (page: PageEntry) => languageOf(content, page)

/** The first page for each key, in the content's order (English pages first). */
function firstPer<T>(items: T[], key: (item: T) => string | undefined): T[] {
  const seen = new Map<string, T>()
  for (const item of items) {
    const k = key(item)
    if (k !== undefined && !seen.has(k)) seen.set(k, item)
  }
  return [...seen.values()]
}

export interface DrawerSample {
  path: string
  language: Language
  kind: string
}

export const drawerSamples: DrawerSample[] = [
  ...firstPer(sitePages(content), (p) => `${languageOfPage(p)} ${usesIslands(p)}`).map((p) => ({
    path: canonicalPath(p),
    language: languageOfPage(p),
    kind: usesIslands(p) ? 'a page with interactive parts' : 'a page without interactive parts',
  })),
  ...[...new Set(sitePages(content).map(languageOfPage))].map((language) => ({
    path: language === 'en' ? '/no-such-page-for-states' : `/${language}/no-such-page-for-states`,
    language,
    kind: 'the not-found page',
  })),
]

export interface DialogSample {
  path: string
  language: Language
  form: string
  shape: string
}

export const dialogSamples: DialogSample[] = firstPer(
  sitePages(content).flatMap((page) =>
    Object.values(pageForms(content, page))
      .filter((form) => form.kind === 'dialog')
      .map((form) => ({
        path: canonicalPath(page),
        language: languageOfPage(page),
        form: form.name,
        shape: JSON.stringify({
          language: languageOfPage(page),
          title: form.title,
          intro: form.intro,
          selector: form.options.length > 0,
          required: form.caseTypeRequired,
          rows: form.descriptionRows,
          send: form.submitLabel,
        }),
      })),
  ),
  (sample) => sample.shape,
)

export interface SearchSample {
  path: string
  language: Language
  /** The tab to show (the FAQ page's: its FAQ, then its glossary), or none for the legal glossary. */
  tab?: string
  /** A word that finds many of the entries listed there, so the results have something to lay out. */
  query: string
}

export const searchSamples: SearchSample[] = sitePages(content).flatMap((page): SearchSample[] => {
  const language = languageOfPage(page)
  const { search } = wordsOf(language)
  const facts = siteFacts(content, language)
  const at = { path: canonicalPath(page), language }
  const components = page.analysis.components
  return [
    ...(components.has('LegalGlossary') ? [{ ...at, query: commonWord(facts.glossary.terms.map((t) => t.term)) }] : []),
    ...(components.has('FaqAndGlossary')
      ? [
          { ...at, tab: search.faqTab, query: commonWord(facts.faq.faq.map((q) => q.question)) },
          { ...at, tab: search.glossaryTab, query: commonWord(facts.glossary.faq.map((t) => t.term)) },
        ]
      : []),
  ]
})
