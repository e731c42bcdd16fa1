/**
 * Routes as data: every address the site answers at, and what answers there. Each addressable
 * collection declares its kind of route (`routes` in schema/collectionRegistry.ts), and each kind
 * says here how its entries' URLs are made in each language: a page at its `path` (and
 * its aliases); an attorney under their language's attorneys page (the page whose body shows
 * `<AttorneyList />`), at that page's address + `/` + the English file's name. Vike's routes, the
 * sitemap and its hreflang pairs, the link checks (`npm run check` and the editor's) and the
 * manifest for the build's last steps all ask here.
 */
import type { ContentEntries, Translations } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import type { AttorneyFrontmatter, PageFrontmatter } from './schema/collections.ts'
import type { AttorneyTranslation } from './schema/translations.ts'
import type { Language } from './schema/language.ts'
import { memoOnContent } from './memo.ts'
import { collectionNames, declarationOf, type CollectionDeclaration } from './schema/collectionRegistry.ts'
import { indexByUrl, pageAt, pageUrls } from './pagesByUrl.ts'

/** What routes are made from: the pages and attorneys in both languages (the read or the checked content). */
export type RoutedContent = Pick<ContentEntries, 'pages' | 'attorneys'> & {
  es: Pick<Translations, 'pages' | 'attorneys'>
}

interface RouteBase {
  /** The canonical address. */
  url: string
  /** Every address it answers at, the canonical one among them (for a page: its path, then its aliases). */
  addresses: string[]
  language: Language
  /** The file whose body the page shows: the Spanish file on a Spanish page, when there is one. */
  file: string
  sitemap: boolean
  /** The canonical addresses of the same entry in both languages, when it has both. */
  alternates?: Record<Language, string>
}

export interface PageRoute extends RouteBase {
  kind: 'page'
  page: ContentEntry<PageFrontmatter>
}

export interface AttorneyRoute extends RouteBase {
  kind: 'attorney'
  /** The English entry: the attorney's facts (name, photo, extension, ...). */
  attorney: ContentEntry<AttorneyFrontmatter>
  /** The Spanish file's words, on the Spanish page when there is one. */
  translation?: ContentEntry<AttorneyTranslation>
}

export type SiteRoute = PageRoute | AttorneyRoute

const canonicalOf = (page: ContentEntry<PageFrontmatter>) => page.data.canonical ?? page.data.path

/** The page listing every attorney (`<AttorneyList />`) among these pages, if any. */
function attorneysPageAmong(pages: readonly ContentEntry<PageFrontmatter>[]) {
  return pages.find((page) => page.analysis.components.has('AttorneyList'))
}

/** The address of a language's attorneys page, if it has one: what attorneys' pages are under. */
export function attorneysPageUrl(content: RoutedContent, language: Language): string | undefined {
  const page = attorneysPageAmong(
    language === 'es' ? (content.es.pages as ContentEntry<PageFrontmatter>[]) : content.pages,
  )
  return page && canonicalOf(page)
}

/** The address of an attorney's page under the attorneys page at `base` (the editor fills `slug` in as `{{slug}}`). */
export function underAttorneysPage(base: string, slug: string): string {
  return `${base === '/' ? '' : base}/${slug}`
}

/** An attorney's page address in a language: under that language's attorneys page, by the English file's name. */
export function attorneyUrl(content: RoutedContent, slug: string, language: Language): string | undefined {
  const base = attorneysPageUrl(content, language)
  return base && underAttorneysPage(base, slug)
}

function pageRoutes(content: RoutedContent): PageRoute[] {
  const english = new Map(content.pages.map((page) => [page.slug, page]))
  const pairs = new Map<string, ContentEntry<PageFrontmatter>>()
  for (const spanish of content.es.pages) {
    const source = english.get(spanish.data.translationOf)
    if (!source) continue
    pairs.set(source.file, spanish as ContentEntry<PageFrontmatter>)
    pairs.set(spanish.file, source)
  }
  const route = (page: ContentEntry<PageFrontmatter>, language: Language): PageRoute => {
    const other = pairs.get(page.file)
    const [en, es] = language === 'en' ? [page, other] : [other, page]
    return {
      kind: 'page',
      url: canonicalOf(page),
      addresses: pageUrls(page),
      language,
      file: page.file,
      sitemap: page.data.sitemap,
      page,
      ...(en && es ? { alternates: { en: canonicalOf(en), es: canonicalOf(es) } } : {}),
    }
  }
  return [
    ...content.pages.map((page) => route(page, 'en')),
    ...content.es.pages.map((page) => route(page as ContentEntry<PageFrontmatter>, 'es')),
  ]
}

/** A page per attorney in each language that has an attorneys page; the Spanish one shows the Spanish file when there is one. */
function attorneyRoutes(content: RoutedContent): AttorneyRoute[] {
  const spanish = new Map(content.es.attorneys.map((entry) => [entry.data.translationOf, entry]))
  return content.attorneys.flatMap((attorney) => {
    const urls = { en: attorneyUrl(content, attorney.slug, 'en'), es: attorneyUrl(content, attorney.slug, 'es') }
    const alternates = urls.en && urls.es ? { alternates: { en: urls.en, es: urls.es } } : {}
    const translation = spanish.get(attorney.slug)
    return (['en', 'es'] as const).flatMap((language): AttorneyRoute[] => {
      const url = urls[language]
      if (!url) return []
      const shown = language === 'es' && translation ? { translation, file: translation.file } : { file: attorney.file }
      return [{ kind: 'attorney', url, addresses: [url], language, sitemap: true, attorney, ...shown, ...alternates }]
    })
  })
}

/** How each kind of route a collection may declare is made. */
const ROUTES_OF: Record<NonNullable<CollectionDeclaration['routes']>, (content: RoutedContent) => SiteRoute[]> = {
  page: pageRoutes,
  attorney: attorneyRoutes,
}

/** Every route of the site, collection by collection in the registry's order: the pages (English, then Spanish), then the attorneys' pages. */
export const siteRoutes = memoOnContent((content: RoutedContent): SiteRoute[] =>
  collectionNames.flatMap((name) => {
    const kind = declarationOf(name).routes
    return kind ? ROUTES_OF[kind](content) : []
  }),
)

const routesByUrl = memoOnContent((content: RoutedContent) =>
  indexByUrl(siteRoutes(content), (route) => route.addresses),
)

/** The route answering at an address (a trailing slash ignored); the first to claim an address wins. */
export function routeAt(content: RoutedContent, url: string): SiteRoute | undefined {
  return pageAt(routesByUrl(content), url)
}
