/** The one way the site writes an office's address (site.yaml `offices`). */
import type { Site } from '../../lib/content/schema/collections.ts'

export type Office = Site['offices'][number]

/** "Islandia, NY 11749": the part after the street, as separate texts so the HTML keeps its text boundaries. */
function cityLine(office: Office): string[] {
  return [office.city, ', ', office.state, ' ', office.zip]
}

/** The address as one line of text, e.g. for a maps link: "1355 Motor Parkway, Islandia, NY 11749". */
export function addressLine(office: Office): string {
  return [office.street, ', ', ...cityLine(office)].join('')
}

/** The address as page text: on one line, or with `lines="two"` the street on a line of its own. */
export function PostalAddress({ office, lines = 'one' }: { office: Office; lines?: 'one' | 'two' }) {
  return (
    <>
      {office.street}
      {lines === 'two' ? <br /> : ', '}
      {cityLine(office)}
    </>
  )
}
