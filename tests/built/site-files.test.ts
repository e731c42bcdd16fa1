/**
 * The files a host and a search engine read, and the addresses the site answers at: sitemap.xml
 * (every page and attorney's page once, with its alternates in the other language), robots.txt, the home page's
 * LegalService JSON-LD, the route table and the short paths pages link to.
 */
import { describe, expect, it } from 'vitest'
import { canonicalPath } from '../../lib/content/entries.ts'
import { counterpartOf, sitePages } from '../../lib/content/languages.ts'
import { contentStore } from '../../lib/content/store.ts'
import { linkedShortPaths, routeTable } from '../e2e/routes.ts'
import { builtFileFor, readBuiltFile, readBuiltPage } from './builtSite.ts'
import { attr, textContent } from './dom.ts'
import { select, selectAll } from './select.ts'

const content = contentStore()
const SITE = content.site.siteUrl
const pagePairs = content.pages
  .filter((page) => page.data.sitemap)
  .map((english) => {
    const spanish = counterpartOf(content, english)
    return { en: canonicalPath(english), es: spanish && canonicalPath(spanish) }
  })
// Each attorney's page in each language: under the page of that language showing <AttorneyList />.
const listing = (pages: typeof content.pages) => pages.find((p) => p.analysis.components.has('AttorneyList'))
const [enListing, esListing] = [listing(content.pages), listing(content.es.pages as typeof content.pages)]
const attorneyPairs = content.attorneys.map((a) => ({
  en: `${enListing && canonicalPath(enListing)}/${a.slug}`,
  es: esListing && `${canonicalPath(esListing)}/${a.slug}`,
}))
const pairs = [...pagePairs, ...attorneyPairs]

describe('sitemap.xml and robots.txt', () => {
  const xml = readBuiltFile('sitemap.xml')
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map((m) => [m[1]!, m[0]] as const)

  it('lists each canonical URL of both languages once and no alias; robots.txt points at it', () => {
    const locs = entries.map(([loc]) => loc)
    expect(new Set(locs).size).toBe(locs.length)
    const pageUrls = sitePages(content).map((p) => canonicalPath(p))
    const attorneyUrls = attorneyPairs.flatMap((p) => [p.en, ...(p.es ? [p.es] : [])])
    expect([...locs].sort()).toEqual([...new Set([...pageUrls, ...attorneyUrls].map((url) => `${SITE}${url}`))].sort())
    expect(readBuiltFile('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('every English page has a Spanish page, and the sitemap lists both with their alternates', () => {
    expect(pairs.filter((p) => !p.es).map((p) => p.en)).toEqual([])
    const byPath = new Map(entries.map(([loc, entry]) => [new URL(loc).pathname, entry]))
    for (const { en, es } of pairs)
      for (const path of [en, es!]) {
        const entry = byPath.get(path)
        expect(entry, `${path} in sitemap.xml`).toBeDefined()
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}${en}"/>`)
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}${es}"/>`)
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${en}"/>`)
      }
    expect(entries).toHaveLength(pairs.length * 2)
  })
})

describe('addresses', () => {
  it('every path of the route table has a page with one h1', () => {
    for (const path of routeTable) {
      expect(builtFileFor(path), path).toBeDefined()
      expect(selectAll(readBuiltPage(path).document, 'h1'), path).toHaveLength(1)
    }
  })

  it('the short paths pages link to are aliases of the right page', () => {
    for (const [alias, canonical] of Object.entries(linkedShortPaths)) {
      expect(builtFileFor(alias), alias).toBeDefined()
      const page = content.pages.find((p) => p.data.path === canonical)!
      const link = select(readBuiltPage(alias).document, 'link[rel="canonical"]')
      expect(link && attr(link, 'href'), alias).toBe(`${SITE}${canonicalPath(page)}`)
    }
  })
})

it('the home page carries the LegalService JSON-LD from site.yaml', () => {
  const script = select(readBuiltPage('/').document, 'script[type="application/ld+json"]')!
  const json = JSON.parse(textContent(script))
  expect(json['@type']).toBe('LegalService')
  expect(json.foundingDate).toBe(String(content.site.foundingYear))
  expect(json.address).toHaveLength(content.site.offices.length)
  for (const key of ['name', 'alternateName', 'url', 'telephone', 'priceRange', 'areaServed'])
    expect(json[key], key).toBeTruthy()
  // The service types, as Services it offers (LegalService has no `serviceType` of its own).
  expect(json.hasOfferCatalog.itemListElement.length).toBeGreaterThan(0)
})
