import { useSiteFacts } from '../FactsContext.tsx'
import { PostalAddress, addressLine } from '../firm/PostalAddress.tsx'
import { OfficePhone } from '../firm/OfficePhone.tsx'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'

/** The firm's offices from site.yaml: name, address, phone, hours and a directions link. */
export function OfficeList({ directions = true, fax = false }: { directions?: boolean; fax?: boolean }) {
  const { site, words } = useSiteFacts()
  const { blocks, shell } = words
  return (
    <ul className="not-prose grid gap-6 md:grid-cols-2">
      {site.offices.map((office) => {
        const address = addressLine(office)
        return (
          <li key={office.id} className="rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
            <h3 className="font-serif text-xl font-bold text-navy-900">{office.name}</h3>
            <address className="mt-2 not-italic">
              <PostalAddress office={office} lines="two" />
            </address>
            <OfficePhone office={office} />
            {fax && <p>{fillParts(blocks.officeFax, { fax: site.phones.fax.display })}</p>}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {office.hours.map((h) => (
                <div key={h.days} className="contents">
                  <dt className="font-medium">{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
            {directions && (
              <a
                className="mt-4 inline-block font-semibold text-navy-700 underline"
                href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {fillParts(blocks.directions, { office: office.name })}
                <span className="sr-only">{` ${shell.opensInNewTab}`}</span>
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
