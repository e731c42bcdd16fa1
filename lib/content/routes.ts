/**
 * Routes as data: every address the site answers at, and what answers there. Each addressable
 * collection declares its kind of route (`routes` in schema/collectionRegistry.ts), and the routes
 * are made here from the declarations alone, in each language: `page`, each entry a page at its own
 * `path` (and its aliases); `entry`, each entry its own page under its language's page that lists the
 * collection (the page whose body shows the declared `listedBy` component), at that page's address +
 * `/` + the English file's name. English and Spanish files are paired here, once (`counterparts`).
 * Vike's routes, the sitemap and its hreflang pairs, the language of a page and its counterpart
 * (./languages.ts), the link checks (`npm run check` and the editor's) and the manifest for the
 * build's last steps all ask here.
 */
import type { ContentEntries, Translations } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import type { PageFrontmatter } from './schema/collections.ts'
import type { EntryData, TranslationData } from './schema/collectionSchemas.ts'
import { LANGUAGES, type Language } from './schema/language.ts'
import { memoOnContent } from './memo.ts'
import {
  collections,
  type CollectionDeclaration,
  type CollectionName,
  type EntryPageCollection,
} from './schema/collectionRegistry.ts'
import { indexByUrl, pageAt, pageUrls } from './pagesByUrl.ts'

/** The collections that have addresses (a `routes` declaration). */
type RoutedCollection = {
  [K in CollectionName]: (typeof collections)[K] extends { routes: object } ? K : never
}[CollectionName]

/** What routes are made from: the routed collections in both languages (the read or the checked content). */
export type RoutedContent = Pick<ContentEntries, RoutedCollection> & { es: Pick<Translations, RoutedCollection> }

/** A registry of collections, by name in its order: the site's, or a test's with components of its own. */
export type RouteRegistry = Readonly<Record<string, CollectionDeclaration<string>>>

interface RouteBase {
  /** The collection whose entry answers here. */
  collection: CollectionName
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

type PageEntry = ContentEntry<PageFrontmatter>

export interface PageRoute extends RouteBase {
  kind: 'page'
  page: PageEntry
  /** The same page in the other language, when it has one. */
  counterpart?: PageEntry
}

/** An entry's own page, under the page of its language that lists its collection. */
export type EntryRoute<K extends EntryPageCollection = EntryPageCollection> = {
  [C in K]: RouteBase & {
    kind: 'entry'
    collection: C
    /** The English entry: its facts (for an attorney: name, photo, extension, ...). */
    entry: ContentEntry<EntryData<C>>
    /** The Spanish file, on the Spanish page when there is one. */
    translation?: ContentEntry<TranslationData<C>>
  }
}[K]

export type SiteRoute = PageRoute | EntryRoute

/** Any collection's entry, as routes read it. */
type AnyEntry = ContentEntry<object>

/** A collection's English entries, or its Spanish files, by the collection's name. */
const englishOf = <E extends AnyEntry>(content: RoutedContent, name: string) =>
  (content as unknown as Partial<Record<string, E[]>>)[name] ?? []
const spanishOf = <E extends AnyEntry>(content: RoutedContent, name: string) =>
  (content.es as unknown as Partial<Record<string, E[]>>)[name] ?? []

/**
 * The one pairing of the two languages: each English entry with its Spanish file (the file whose
 * `translationOf` names the English file's name), and each Spanish file with the English entry it
 * translates, by file. An entry without a counterpart is not in it.
 */
function counterparts<E extends AnyEntry>(english: readonly E[], spanish: readonly E[]): Map<string, E> {
  const byName = new Map(english.map((entry) => [entry.slug, entry]))
  const pairs = new Map<string, E>()
  for (const translation of spanish) {
    const source = byName.get((translation.data as { translationOf?: string }).translationOf ?? '')
    if (!source) continue
    pairs.set(source.file, translation)
    pairs.set(translation.file, source)
  }
  return pairs
}

const canonicalOf = (page: PageEntry) => page.data.canonical ?? page.data.path

/** A collection's pages (`routes: { kind: 'page' }`): the English ones, then the Spanish ones, each with its counterpart. */
function pageRoutes(content: RoutedContent, collection: string): PageRoute[] {
  const english = englishOf<PageEntry>(content, collection)
  const spanish = spanishOf<PageEntry>(content, collection)
  const pairs = counterparts(english, spanish)
  const route = (page: PageEntry, language: Language): PageRoute => {
    const counterpart = pairs.get(page.file)
    const [en, es] = language === 'en' ? [page, counterpart] : [counterpart, page]
    return {
      kind: 'page',
      collection: collection as CollectionName,
      url: canonicalOf(page),
      addresses: pageUrls(page),
      language,
      file: page.file,
      sitemap: page.data.sitemap,
      page,
      ...(counterpart ? { counterpart } : {}),
      ...(en && es ? { alternates: { en: canonicalOf(en), es: canonicalOf(es) } } : {}),
    }
  }
  return [...english.map((page) => route(page, 'en')), ...spanish.map((page) => route(page, 'es'))]
}

/** The first page of a language whose body shows the `listedBy` component: the page entries' pages are under. */
function listingPage(pages: readonly SiteRoute[], listedBy: string, language: Language): PageRoute | undefined {
  return pages.find(
    (route): route is PageRoute =>
      route.kind === 'page' && route.language === language && route.page.analysis.components.has(listedBy),
  )
}

/** The address of an entry's page under the page at `base` that lists it (the editor fills `slug` in as `{{slug}}`). */
export function underListingPage(base: string, slug: string): string {
  return `${base === '/' ? '' : base}/${slug}`
}

/**
 * A page per entry of a collection (`routes: { kind: 'entry' }`) in each language that has a page
 * listing it, by the English file's name; the Spanish one shows the Spanish file when there is one.
 */
function entryRoutes(content: RoutedContent, collection: string, listedBy: string, pages: PageRoute[]): EntryRoute[] {
  const bases = LANGUAGES.flatMap((language) => {
    const listing = listingPage(pages, listedBy, language)
    return listing ? [{ language, base: listing.url }] : []
  })
  const english = englishOf(content, collection)
  const pairs = counterparts(english, spanishOf(content, collection))
  return english.flatMap((entry) => {
    const urls = new Map(bases.map(({ language, base }) => [language, underListingPage(base, entry.slug)]))
    const [en, es] = [urls.get('en'), urls.get('es')]
    const alternates = en && es ? { alternates: { en, es } } : {}
    const translation = pairs.get(entry.file)
    return [...urls].map(([language, url]) => {
      const shown = language === 'es' && translation ? { translation, file: translation.file } : { file: entry.file }
      const route = { kind: 'entry', collection, url, addresses: [url], language, sitemap: true, entry, ...shown }
      return { ...route, ...alternates } as unknown as EntryRoute
    })
  })
}

/**
 * The routes a registry's declarations make of the content, collection by collection in the
 * registry's order (the pages: English, then Spanish; an entry's pages: English, then Spanish).
 * The site's are `siteRoutes`; a test may hand any registry.
 */
export function routesOf(content: RoutedContent, registry: RouteRegistry): SiteRoute[] {
  const names = Object.keys(registry)
  const pages = names.flatMap((name) => (registry[name]?.routes?.kind === 'page' ? pageRoutes(content, name) : []))
  return names.flatMap((name): SiteRoute[] => {
    const declared = registry[name]?.routes
    if (!declared) return []
    if (declared.kind === 'page') return pages.filter((route) => route.collection === name)
    return entryRoutes(content, name, declared.listedBy, pages)
  })
}

/** Every route of the site, from the collection registry. */
export const siteRoutes = memoOnContent((content: RoutedContent): SiteRoute[] => routesOf(content, collections))

/** The address of the page of a language listing a collection whose entries have pages of their own, if it has one. */
export function listingPageUrl(
  content: RoutedContent,
  collection: EntryPageCollection,
  language: Language,
): string | undefined {
  return listingPage(siteRoutes(content), collections[collection].routes.listedBy, language)?.url
}

/** An entry's page address in a language: under that language's listing page, by the English file's name. */
export function entryPageUrl(
  content: RoutedContent,
  collection: EntryPageCollection,
  slug: string,
  language: Language,
): string | undefined {
  const base = listingPageUrl(content, collection, language)
  return base && underListingPage(base, slug)
}

const routesByUrl = memoOnContent((content: RoutedContent) =>
  indexByUrl(siteRoutes(content), (route) => route.addresses),
)

/** The route answering at an address (a trailing slash ignored); the first to claim an address wins. */
export function routeAt(content: RoutedContent, url: string): SiteRoute | undefined {
  return pageAt(routesByUrl(content), url)
}
