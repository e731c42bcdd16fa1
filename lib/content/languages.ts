/**
 * The site in its two languages: every page that is published (the English pages and their Spanish
 * translations under /es/), which language a page is in, and its counterpart in the other language
 * (the Spanish file's `translationOf` names the English one). Routes, the head's alternate links, the
 * language link and the sitemap all ask here.
 */
import type { Content } from './model/content.ts'
import type { PageEntry } from './entries.ts'
import { memoOnContent } from './memo.ts'
import type { Language } from './schema/resultsDisclaimer.ts'

/** Every page of the site, English first, then Spanish. */
export const sitePages = memoOnContent((content: Content): PageEntry[] => [
  ...content.pages,
  ...(content.es.pages as PageEntry[]),
])

const spanishFiles = memoOnContent((content: Content) => new Set(content.es.pages.map((page) => page.file)))

export function languageOf(content: Content, page: { file: string }): Language {
  return spanishFiles(content).has(page.file) ? 'es' : 'en'
}

const counterparts = memoOnContent((content: Content) => {
  const pairs = new Map<string, PageEntry>()
  const english = new Map(content.pages.map((page) => [page.slug, page]))
  for (const spanish of content.es.pages) {
    const source = english.get(spanish.data.translationOf)
    if (!source) continue
    pairs.set(source.file, spanish as PageEntry)
    pairs.set(spanish.file, source)
  }
  return pairs
})

/** The same page in the other language, if it has one. */
export function counterpartOf(content: Content, page: { file: string }): PageEntry | undefined {
  return counterparts(content).get(page.file)
}
