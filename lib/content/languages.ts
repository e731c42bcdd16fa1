/**
 * The site in its two languages: every page that is published (the English pages and their Spanish
 * translations under /es/), and, as the routes say (./routes.ts, which pairs the two languages once),
 * which language a page is in and its counterpart in the other language. The head's alternate links,
 * the language link, the breadcrumbs and the structured data ask here.
 */
import type { Content } from './model/content.ts'
import type { PageEntry } from './entries.ts'
import { memoOnContent } from './memo.ts'
import type { Language } from './schema/language.ts'
import { siteRoutes, type PageRoute } from './routes.ts'

/** Every page of the site, English first, then Spanish. */
export const sitePages = memoOnContent((content: Content): PageEntry[] => [
  ...content.pages,
  ...(content.es.pages as PageEntry[]),
])

/** Each page's route, by the page's file. */
const pageRoutes = memoOnContent((content: Content) => {
  const byFile = new Map<string, PageRoute>()
  for (const route of siteRoutes(content)) if (route.kind === 'page') byFile.set(route.file, route)
  return byFile
})

export function languageOf(content: Content, page: { file: string }): Language {
  return pageRoutes(content).get(page.file)?.language ?? 'en'
}

/** The same page in the other language, if it has one. */
export function counterpartOf(content: Content, page: { file: string }): PageEntry | undefined {
  return pageRoutes(content).get(page.file)?.counterpart
}
