/** One office as its own LegalService: address, telephone, place on the map and opening hours, part of the firm. */
import type { DayOfWeek, LegalService, WithContext } from 'schema-dts'
import type { SiteFacts } from '../../lib/content/schema/factsShape.ts'
import { openingHours } from '../../lib/content/schema/openingHours.ts'
import { firmId, officeId } from './jsonLdIds.ts'
import { postalAddress } from './postalAddress.ts'

type Office = SiteFacts['site']['offices'][number]

/** `englishHours`: the office's hours as site.yaml writes them in English (the Spanish facts carry Spanish words). */
export function officeJsonLd(
  facts: SiteFacts,
  office: Office,
  englishHours: Office['hours'],
  siteUrl: string,
  pageUrl: string,
): WithContext<LegalService> {
  const { site } = facts
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': officeId(siteUrl, office.id),
    name: `${site.name}, ${office.name}`,
    url: pageUrl,
    telephone: site.phones[office.phone].tel,
    priceRange: site.priceRange,
    image: `${siteUrl}${site.logo.src}`,
    address: postalAddress(office),
    ...(office.geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude } }
      : {}),
    openingHoursSpecification: openingHours(englishHours).map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => `https://schema.org/${day}` as DayOfWeek),
      opens,
      closes,
    })),
    parentOrganization: { '@id': firmId(siteUrl) },
  }
}
