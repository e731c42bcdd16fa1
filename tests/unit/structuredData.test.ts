/**
 * The structured data of every page, both languages, as the head writes it: valid against schema.org's
 * vocabulary (tests/schemaOrgVocabulary.ts), and what each page describes derived from the content.
 */
import { describe, expect, it } from 'vitest'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { homePath } from '../../lib/content/schema/languageNames.ts'
import { openingHours } from '../../lib/content/schema/openingHours.ts'
import { shellData } from '../../pages/shellData.ts'
import { pageLanguageLinks } from '../../pages/languageLinks.ts'
import { pageJsonLd } from '../../pages/structuredData/pageJsonLd.ts'
import { vocabularyProblems } from '../schemaOrgVocabulary.ts'
import { siteRoutes } from '../../lib/content/routes.ts'
import { attorneyPageData } from '../../pages/entry/attorneys/attorneyPageData.ts'
import { firmId } from '../../pages/structuredData/jsonLdIds.ts'

type Item = Record<string, unknown> & { '@type': string }

const content = contentStore()
const pages = sitePages(content).map((page) => {
  const shell = shellData(content, pageLanguageLinks(content, page))
  const items = pageJsonLd(content, page, shell.facts, shell.siteUrl) as unknown as Item[]
  return { page, path: canonicalPath(page), shell, items, language: languageOf(content, page) }
})
const ofType = (items: Item[], type: string) => items.filter((item) => item['@type'] === type)

describe('structured data', () => {
  it('uses only types and properties of schema.org, on every page', () => {
    const problems = pages.flatMap(({ path, items }) => vocabularyProblems(items).map((p) => `${path} ${p}`))
    expect(problems).toEqual([])
  })

  it('describes the firm on the home pages, with every office and the service types', () => {
    for (const { path, items, language } of pages.filter((p) => p.path === homePath(p.language))) {
      const [firm] = ofType(items, 'LegalService')
      expect(firm?.address, path).toHaveLength(content.site.offices.length)
      expect(firm?.foundingDate).toBe(String(content.site.foundingYear))
      expect(firm?.url).toMatch(new RegExp(`${language === 'es' ? '/es' : '/'}$`))
      const catalog = firm?.hasOfferCatalog as { itemListElement: unknown[] } | undefined
      expect(catalog?.itemListElement.length).toBeGreaterThan(0)
      expect(ofType(items, 'BreadcrumbList'), 'no trail on a home page').toEqual([])
    }
  })

  it('gives every other page a trail from its home page to itself, through a section page where one links to it', () => {
    let throughSection = 0
    for (const { path, items, shell, language } of pages.filter((p) => p.path !== homePath(p.language))) {
      const [trail] = ofType(items, 'BreadcrumbList')
      const crumbs = (trail?.itemListElement ?? []) as { position: number; name: string; item: string }[]
      expect(crumbs.length, path).toBeGreaterThanOrEqual(2)
      expect(crumbs[0]?.item).toBe(`${shell.siteUrl}${homePath(language)}`)
      expect(crumbs.at(-1)?.item).toBe(`${shell.siteUrl}${path}`)
      expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1))
      for (const crumb of crumbs) expect(crumb.name.length, path).toBeGreaterThan(1)
      if (crumbs.length === 3) throughSection++
    }
    expect(throughSection, 'case and region pages sit under their section pages').toBeGreaterThan(0)
  })

  it('describes each office, with its hours and place on the map, where the offices are listed and on the pages of the regions they serve', () => {
    const listing = pages.filter(({ page }) => page.analysis.components.has('OfficeList'))
    expect(listing.length).toBeGreaterThan(0)
    for (const { path, items } of listing) {
      const offices = ofType(items, 'LegalService')
      expect(
        offices.map((o) => o['@id']),
        path,
      ).toHaveLength(content.site.offices.length)
      for (const [i, office] of content.site.offices.entries()) {
        const described = offices[i] as Item
        expect(described.geo !== undefined).toBe(office.geo !== undefined)
        expect(described.openingHoursSpecification).toHaveLength(openingHours(office.hours).length)
      }
    }
    for (const region of content.places.regions.filter((r) => r.page && r.office)) {
      const english = pages.find((p) => p.path === region.page)
      const offices = ofType(english?.items ?? [], 'LegalService').map((o) => o['@id'])
      expect(offices, region.id).toEqual([expect.stringContaining(`#office-${region.office}`)])
    }
  })

  it('lists the questions of the page that shows the FAQ, each with its answer', () => {
    const faqPages = pages.filter(({ page }) => page.analysis.components.has('FaqAndGlossary'))
    expect(faqPages.length).toBeGreaterThan(0)
    for (const { path, items, shell } of faqPages) {
      const [faq] = ofType(items, 'FAQPage')
      const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
      expect(
        questions.map((q) => q.name),
        path,
      ).toEqual(shell.facts.faq.faq.map((item) => item.question))
      for (const q of questions) expect(q.acceptedAnswer.text.length).toBeGreaterThan(10)
    }
  })
})

describe('attorneys’ pages', () => {
  const attorneyPages = siteRoutes(content).flatMap((route) =>
    route.kind === 'entry' && route.collection === 'attorneys'
      ? [{ route, data: attorneyPageData(content, route) }]
      : [],
  )

  it('describe each attorney as a Person of the firm, in schema.org’s words, with a trail through the attorneys page', () => {
    expect(attorneyPages.length).toBeGreaterThan(0)
    for (const { route, data } of attorneyPages) {
      const items = data.jsonLd as Item[]
      expect(vocabularyProblems(items).map((p) => `${route.url} ${p}`)).toEqual([])
      const [person] = ofType(items, 'Person')
      const facts = route.translation?.data ?? route.entry.data
      expect(person).toMatchObject({
        name: route.entry.data.name,
        jobTitle: facts.title,
        url: `${data.siteUrl}${route.url}`,
        worksFor: { '@id': firmId(data.siteUrl) },
      })
      expect(person?.knowsLanguage).toEqual(facts.languages ?? route.entry.data.languages)
      const crumbs = ofType(items, 'BreadcrumbList')[0]?.itemListElement as { item: string }[]
      expect(crumbs.map((c) => c.item)).toEqual([
        `${data.siteUrl}${homePath(route.language)}`,
        `${data.siteUrl}${data.facts.attorneysPage}`,
        `${data.siteUrl}${route.url}`,
      ])
    }
  })

  it('give each a title within 60 characters, its canonical address and its pair in the other language', () => {
    for (const { route, data } of attorneyPages) {
      expect(data.title.length, route.url).toBeLessThanOrEqual(60)
      expect(data.canonical).toBe(route.url)
      expect(data.alternates).toEqual(route.alternates)
      expect(data.language).toBe(route.language)
    }
  })
})

describe('opening hours', () => {
  it('read days and clock times as search engines take them, and leave out hours by appointment', () => {
    expect(
      openingHours([
        { days: 'Monday - Friday', time: '9:00 AM - 6:00 PM' },
        { days: 'Saturday', time: '9:00 AM - 12:30 PM' },
        { days: 'Friday - Monday', time: '12:00 AM - 12:00 PM' },
        { days: 'Sunday', time: 'By appointment' },
      ]),
    ).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:30' },
      { days: ['Friday', 'Saturday', 'Sunday', 'Monday'], opens: '00:00', closes: '12:00' },
    ])
  })
})
