/** schema.org LegalService description of the firm (the home pages' JSON-LD), from site.yaml and the lists. */
import type { LegalService, WithContext } from 'schema-dts'
import type { SiteFacts } from '../../lib/content/schema/factsShape.ts'
import { areaServed, serviceTypes } from '../../lib/content/firmFacts.ts'
import { firmId, officeId } from './jsonLdIds.ts'
import { postalAddress } from './postalAddress.ts'

/** `path` is the page's own (`/` or the Spanish home page `/es`); its words are the facts' language. */
export function legalServiceJsonLd(facts: SiteFacts, siteUrl: string, path = '/'): WithContext<LegalService> {
  const { site } = facts
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': firmId(siteUrl),
    name: site.name,
    alternateName: site.alternateName,
    foundingDate: String(site.foundingYear),
    url: `${siteUrl}${path}`,
    // The firm answers in both languages: intake calls a Spanish-speaking client back in Spanish.
    knowsLanguage: ['en', 'es'],
    logo: `${siteUrl}${site.logo.src}`,
    telephone: site.phones.tollFree.tel,
    priceRange: site.priceRange,
    address: site.offices.map(postalAddress),
    // Each office is described on its own (contact and region pages); here named by its id.
    department: site.offices.map((office) => ({ '@id': officeId(siteUrl, office.id) })),
    areaServed: areaServed(facts).map((name) => ({ '@type': 'AdministrativeArea', name })),
    // The service types: LegalService has no `serviceType` of its own, a Service it offers does.
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      itemListElement: serviceTypes(facts).map((serviceType) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', serviceType },
      })),
    },
    sameAs: site.social.map((s) => s.url),
  }
}
