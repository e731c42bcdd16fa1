/**
 * The firm's facts and lists with their Spanish words laid over the English (the `es:` blocks of the
 * YAML files, schema/spanishWords.ts): numbers, addresses and ids stay as written once. A word without
 * Spanish keeps its English (the checks refuse that once content/es/ holds translations).
 */
import type { Content } from './model/content.ts'
import type { Places, Site } from './schema/collections.ts'
import type { LeadNotice } from './schema/leadTypes.ts'
import { splitPrivacyLink } from './schema/leadFormsFile.ts'
import { spanishUrl } from './spanishEntries.ts'

export function spanishSite(site: Site): Site {
  const es = site.es
  if (!es) return site
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

/** places.yaml in Spanish: regions' Spanish names and card words, their pages' Spanish addresses. */
export function spanishPlaces(content: Content): Places {
  return {
    ...content.places,
    regions: content.places.regions.map(({ es, ...region }) => ({
      ...region,
      name: es?.name ?? region.name,
      ...(region.page ? { page: spanishUrl(content, region.page) } : {}),
      ...(region.card ? { card: { ...region.card, ...es?.card } } : {}),
    })),
  }
}

/** The note under every form and the thanks after a send, in Spanish (lead-forms.yaml `es:`). */
export function spanishLead(content: Content): { notice: LeadNotice; thanks: string } {
  const es = content.leadFormsFile.read?.data.es
  if (!es) return { notice: content.leadForms.notice, thanks: content.leadForms.thanks }
  return { notice: { text: es.notice.text, privacy: splitPrivacyLink(es.notice.privacy) }, thanks: es.thanks }
}
