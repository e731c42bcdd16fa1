/**
 * A page per entry is one declaration (lib/content/schema/collectionRegistry.ts): lib/content/routes.ts
 * makes the routes of a made-up collection, "case results" listed by a `<CaseResultList />` page, from
 * its declaration alone, in both languages: each entry under the page of its language that lists the
 * collection, at the English file's name, the Spanish page showing the Spanish file when there is
 * one, the two paired. Every expectation comes from the fixture below.
 */
import { describe, expect, it } from 'vitest'
import { noFacts } from '../../lib/content/model/mdxFacts.ts'
import { routesOf, type RoutedContent, type RouteRegistry, type SiteRoute } from '../../lib/content/routes.ts'
import { collections } from '../../lib/content/schema/collectionRegistry.ts'

/** An entry as the pipeline hands it on, with only what routes read. */
function entry<D extends object>(file: string, data: D, components: string[] = []) {
  const slug = file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length)
  return {
    file,
    slug,
    data,
    body: '',
    frontmatter: '',
    bodyOffset: 0,
    analysis: { ...noFacts(), components: new Set(components) },
  }
}
const page = (file: string, path: string, more: { translationOf?: string; components?: string[] } = {}) =>
  entry(
    file,
    { path, aliases: [], sitemap: true, ...(more.translationOf ? { translationOf: more.translationOf } : {}) },
    more.components,
  )

const LIST = 'CaseResultList'

/** The site's pages, and a collection of its own whose entries each get a page under the page listing them. */
const registry = {
  pages: collections.pages,
  caseResults: {
    folder: 'case-results',
    plural: 'case results',
    translation: { holds: 'words', untranslated: 'in English' },
    body: 'mdx',
    routes: { kind: 'entry', listedBy: LIST },
  },
} satisfies RouteRegistry

const english = {
  listing: page('content/pages/results.mdx', '/results', { components: [LIST] }),
  other: page('content/pages/contact.mdx', '/contact'),
  results: [
    entry('content/case-results/truck-verdict.mdx', { title: 'Truck verdict' }),
    entry('content/case-results/slip-settlement.mdx', { title: 'Slip settlement' }),
  ],
}
const spanish = {
  listing: page('content/es/pages/resultados.mdx', '/es/resultados', { translationOf: 'results', components: [LIST] }),
  // The Spanish file's own name differs: the address is made from the English file's.
  result: entry('content/es/case-results/veredicto.mdx', { translationOf: 'truck-verdict', title: 'Veredicto' }),
}

function fixture(spanishPages = [spanish.listing]): RoutedContent {
  const content = {
    pages: [english.other, english.listing],
    caseResults: english.results,
    es: { pages: spanishPages, caseResults: [spanish.result] },
  }
  return content as unknown as RoutedContent
}

const entryRoutes = (routes: SiteRoute[]) => routes.filter((route) => route.kind === 'entry')
const under = (base: string, file: string) => `${base}/${file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length)}`

describe('a collection declaring a page per entry', () => {
  const routes = routesOf(fixture(), registry)

  it('gets a page per entry in each language that has a page listing it, under that page, by the English file’s name', () => {
    const made = entryRoutes(routes).map((route) => [route.collection, route.language, route.url, route.addresses])
    const expected = english.results.flatMap((result) =>
      [
        ['en', under(english.listing.data.path, result.file)],
        ['es', under(spanish.listing.data.path, result.file)],
      ].map(([language, url]) => ['caseResults', language, url, [url]]),
    )
    expect(made).toEqual(expected)
  })

  it('shows the Spanish file on the Spanish page when there is one, the English file otherwise, and pairs the two', () => {
    for (const result of english.results) {
      const pair = entryRoutes(routes).filter((route) => route.kind === 'entry' && route.entry.file === result.file)
      const [en, es] = [pair.find((r) => r.language === 'en'), pair.find((r) => r.language === 'es')]
      const translated = spanish.result.data.translationOf === result.slug
      expect(en?.file).toBe(result.file)
      expect(es?.file).toBe(translated ? spanish.result.file : result.file)
      expect(es?.kind === 'entry' && es.translation?.file).toBe(translated ? spanish.result.file : undefined)
      expect(en?.alternates).toEqual({ en: en?.url, es: es?.url })
      expect(es?.alternates).toEqual(en?.alternates)
    }
  })

  it('keeps the pages’ routes as the pages declare them, the Spanish listing page paired with the English one', () => {
    const pages = routes.filter((route) => route.kind === 'page')
    expect(pages.map((route) => route.file)).toEqual([english.other.file, english.listing.file, spanish.listing.file])
    const listing = pages.find((route) => route.file === spanish.listing.file)
    expect(listing?.kind === 'page' && listing.counterpart).toBe(english.listing)
    expect(listing?.alternates).toEqual({ en: english.listing.data.path, es: spanish.listing.data.path })
  })

  it('has no Spanish pages where no Spanish page lists the collection, and then no pair', () => {
    const withoutListing = entryRoutes(routesOf(fixture([]), registry))
    expect(withoutListing.map((route) => route.language)).toEqual(english.results.map(() => 'en'))
    expect(withoutListing.every((route) => route.alternates === undefined)).toBe(true)
  })

  it('has none without its declaration', () => {
    const { caseResults: _, ...withoutDeclaration } = registry
    expect(entryRoutes(routesOf(fixture(), withoutDeclaration))).toEqual([])
  })
})
