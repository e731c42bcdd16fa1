/**
 * The YAML files' words in a language (the `es:` blocks of site.yaml, places.yaml,
 * practice-areas.yaml, glossary-categories.yaml and lead-forms.yaml: schema/spanishWords.ts) over the
 * facts written once: numbers, addresses and ids stay as written. English is the files as they are; a
 * word without its Spanish keeps its English (the checks refuse that once content/es/ holds
 * translations). Part of each language's view of the content (./localize.ts).
 */
import type { Content } from './model/content.ts'
import type { Places, PracticeArea, Site } from './schema/collections.ts'
import type { Language } from './schema/language.ts'
import type { LeadNotice } from './schema/leadTypes.ts'
import { splitPrivacyLink } from './schema/leadFormsFile.ts'

/** site.yaml in `language`. */
export function siteIn(site: Site, language: Language): Site {
  const es = site.es
  if (language === 'en' || !es) return site
  return {
    ...site,
    priceRange: es.priceRange,
    logo: { ...site.logo, alt: es.logo.alt },
    emergencyNote: es.emergencyNote,
    rating: { ...site.rating, label: es.rating.label },
    brandVideo: { ...site.brandVideo, title: es.brandVideo.title },
    offices: site.offices.map((office) => {
      const words = es.offices.find((w) => w.id === office.id)
      return words ? { ...office, name: words.name, hours: words.hours } : office
    }),
    navigation: es.navigation,
    menuNote: es.menuNote,
    footer: es.footer,
    notFound: es.notFound,
    results: site.results.map((result) => {
      const words = es.results.find((w) => w.id === result.id)
      return words ? { ...result, title: words.title, description: words.description } : result
    }),
    testimonials: site.testimonials.map((testimonial) => {
      const words = es.testimonials.find((w) => w.id === testimonial.id)
      return words ? { ...testimonial, quote: words.quote } : testimonial
    }),
  }
}

/** places.yaml in `language`: regions' names and card words, their pages at `address` (the page in that language). */
export function placesIn(places: Places, language: Language, address: (url: string) => string): Places {
  if (language === 'en') return places
  return {
    ...places,
    regions: places.regions.map(({ es, ...region }) => ({
      ...region,
      name: es?.name ?? region.name,
      ...(region.page ? { page: address(region.page) } : {}),
      ...(region.card ? { card: { ...region.card, ...es?.card } } : {}),
    })),
  }
}

/** practice-areas.yaml in `language`: each area's name, and its page at `address`. */
export function practiceAreasIn(
  areas: PracticeArea[],
  language: Language,
  address: (url: string) => string,
): PracticeArea[] {
  if (language === 'en') return areas
  return areas.map((area) => ({ ...area, name: area.es?.name ?? area.name, path: address(area.path) }))
}

/** The note under every form and the thanks after a send in `language` (lead-forms.yaml). */
export function leadWordsIn(content: Content, language: Language): { notice: LeadNotice; thanks: string } {
  const es = language === 'es' ? content.leadFormsFile.read?.data.es : undefined
  if (!es) return { notice: content.leadForms.notice, thanks: content.leadForms.thanks }
  return { notice: { text: es.notice.text, privacy: splitPrivacyLink(es.notice.privacy) }, thanks: es.thanks }
}

/** A glossary category (its English name) as `language` labels it (glossary-categories.yaml). */
export function categoryLabels(content: Content, language: Language): (category: string) => string {
  const labels = content.glossaryCategories.spanish
  return language === 'en' ? (category) => category : (category) => labels.get(category) ?? category
}
