/**
 * Which structured data a page carries, from what it shows: the firm on the home pages; the trail on
 * every other page; each office on the pages that list the offices and on a region's page (the office
 * places.yaml says serves it); the questions on the page that shows the FAQ.
 */
import type { Thing, WithContext } from 'schema-dts'
import type { Content } from '../../lib/content/model/content.ts'
import { canonicalPath, type PageEntry } from '../../lib/content/entries.ts'
import { counterpartOf, languageOf } from '../../lib/content/languages.ts'
import { breadcrumbTrail } from '../../lib/content/breadcrumbTrail.ts'
import { homePath } from '../../lib/content/schema/languageNames.ts'
import type { SiteFacts } from '../../lib/content/schema/factsShape.ts'
import { legalServiceJsonLd } from './legalServiceJsonLd.ts'
import { breadcrumbJsonLd } from './breadcrumbJsonLd.ts'
import { officeJsonLd } from './officeJsonLd.ts'
import { faqPageJsonLd } from './faqPageJsonLd.ts'

export function pageJsonLd(content: Content, page: PageEntry, facts: SiteFacts, siteUrl: string): WithContext<Thing>[] {
  const path = canonicalPath(page)
  const pageUrl = `${siteUrl}${path}`
  if (path === homePath(languageOf(content, page))) return [legalServiceJsonLd(facts, siteUrl, path)]
  const trail = breadcrumbTrail(content, page, facts.site.navigation, facts.site.shortName)
  const englishHours = new Map(content.site.offices.map((office) => [office.id, office.hours]))
  return [
    breadcrumbJsonLd(trail, siteUrl),
    ...officesShown(content, page).flatMap((id) => {
      const office = facts.site.offices.find((o) => o.id === id)
      return office ? [officeJsonLd(facts, office, englishHours.get(id) ?? [], siteUrl, pageUrl)] : []
    }),
    ...(page.analysis.components.has('FaqAndGlossary') ? [faqPageJsonLd(facts.faq.faq, pageUrl)] : []),
  ]
}

/** The ids of the offices a page lists (`<OfficeList />`) or serves as a region's page. */
function officesShown(content: Content, page: PageEntry): string[] {
  if (page.analysis.components.has('OfficeList')) return content.site.offices.map((office) => office.id)
  const english = languageOf(content, page) === 'en' ? page : counterpartOf(content, page)
  const englishPath = english && canonicalPath(english)
  const ids = content.places.regions.flatMap((region) =>
    region.office && region.page === englishPath ? [region.office] : [],
  )
  return [...new Set(ids)]
}
