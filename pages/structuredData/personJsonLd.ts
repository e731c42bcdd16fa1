import type { Person, WithContext } from 'schema-dts'
import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { photoCopies } from '../../lib/content/schema/photoCopies.ts'
import { firmId } from './jsonLdIds.ts'

/** An attorney's page: who they are, at the firm (the home pages' LegalService, by its `@id`), in the page's language. */
export function personJsonLd(
  attorney: AttorneyView,
  photo: PhotoFacts | undefined,
  siteUrl: string,
  pageUrl: string,
): WithContext<Person> {
  // The largest copy every browser and crawler reads (a JPEG, or a PNG for a photo with transparency).
  const copy =
    photo &&
    photoCopies(photo, 'portrait')
      .filter((c) => c.format === 'jpeg' || c.format === 'png')
      .at(-1)
  const { name, title, languages } = attorney.data
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${pageUrl}#person`,
    name,
    jobTitle: title,
    worksFor: { '@id': firmId(siteUrl) },
    url: pageUrl,
    ...(languages?.length ? { knowsLanguage: languages } : {}),
    ...(copy ? { image: `${siteUrl}${copy.url}` } : {}),
  }
}
