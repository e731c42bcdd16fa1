import type { PostalAddress } from 'schema-dts'
import type { Site } from '../../lib/content/schema/collections.ts'

/** An office's address as schema.org writes one. */
export function postalAddress(office: Site['offices'][number]): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.zip,
    addressCountry: 'US',
  }
}
