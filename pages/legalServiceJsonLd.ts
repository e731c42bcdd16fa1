/** schema.org LegalService description of the firm (the home page's JSON-LD), from site.yaml and the lists. */
import type { SiteFacts } from '../lib/content/schema/factsShape.ts'
import { areaServed, serviceTypes } from '../lib/content/firmFacts.ts'
import type { Language } from '../lib/content/schema/resultsDisclaimer.ts'

/** `url` is the page's own (`/` or the Spanish home page `/es`); its words are the facts' language. */
export function legalServiceJsonLd(facts: SiteFacts, siteUrl: string, language: Language = 'en', path = '/') {
  const { site } = facts
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: site.name,
    alternateName: site.alternateName,
    foundingDate: String(site.foundingYear),
    url: `${siteUrl}${path}`,
    inLanguage: language,
    // The firm answers in both languages: intake calls a Spanish-speaking client back in Spanish.
    knowsLanguage: ['en', 'es'],
    logo: `${siteUrl}${site.logo.src}`,
    telephone: site.phones.tollFree.tel,
    priceRange: site.priceRange,
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.state,
      postalCode: office.zip,
      addressCountry: 'US',
    })),
    areaServed: areaServed(facts).map((name) => ({ '@type': 'AdministrativeArea', name })),
    serviceType: serviceTypes(facts),
    sameAs: site.social.map((s) => s.url),
  }
}
