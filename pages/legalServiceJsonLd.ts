/** schema.org LegalService description of the firm, from site.yaml (CONTRACT 4). */
import type { Site } from '../lib/content/schema/collections'
import { areaServed, serviceTypes } from '../lib/content/firmFacts'

export function legalServiceJsonLd(site: Site, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: site.name,
    alternateName: site.alternateName,
    foundingDate: String(site.foundingYear),
    url: `${siteUrl}/`,
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
    areaServed: areaServed().map((name) => ({ '@type': 'AdministrativeArea', name })),
    serviceType: serviceTypes(),
    sameAs: site.social.map((s) => s.url),
  }
}
