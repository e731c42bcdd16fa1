import { useSiteFacts } from '../FactsContext.tsx'
import { PhoneLink } from '../ui/PhoneLink.tsx'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'
import type { Office } from './PostalAddress.tsx'

/** "Phone: (631) 555-0100": an office's line from site.yaml, a tracked call link, in the page's words. */
export function OfficePhone({ office }: { office: Office }) {
  const { site, words } = useSiteFacts()
  return (
    <p className="mt-2">
      {fillParts(words.blocks.officePhone, {
        phone: (
          <PhoneLink key="phone" phone={site.phones[office.phone]} className="font-semibold text-navy-700 underline" />
        ),
      })}
    </p>
  )
}
