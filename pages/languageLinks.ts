/** A page's place in the other language: its counterpart's address (or that language's home page), and the alternate links of a translated pair. */
import type { Content } from '../lib/content/store.ts'
import { canonicalPath, type PageEntry } from '../lib/content/entries.ts'
import { counterpartOf, languageOf } from '../lib/content/languages.ts'
import { homePath, otherLanguage } from '../lib/content/schema/languageNames.ts'
import type { Language } from '../lib/content/schema/resultsDisclaimer.ts'

export interface LanguageLinks {
  language: Language
  /** Where the header's language link leads: the same page in the other language, or its home page. */
  otherLanguageHref: string
  /** The canonical paths of a translated pair (both pages carry the same hreflang links), if the page has one. */
  alternates?: Record<Language, string>
  /** A not-found page (kept out of search engines). */
  notFound?: true
}

export function pageLanguageLinks(content: Content, page: PageEntry): LanguageLinks {
  const language = languageOf(content, page)
  const other = counterpartOf(content, page)
  if (!other) return { language, otherLanguageHref: homePath(otherLanguage(language)) }
  const paths = { [language]: canonicalPath(page), [otherLanguage(language)]: canonicalPath(other) }
  return { language, otherLanguageHref: canonicalPath(other), alternates: paths as Record<Language, string> }
}

/** The not-found page of a language: its language link leads to the other language's home page. */
export function notFoundLanguageLinks(language: Language): LanguageLinks {
  return { language, otherLanguageHref: homePath(otherLanguage(language)), notFound: true }
}
