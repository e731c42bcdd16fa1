import { useSiteFacts } from '../FactsContext.tsx'
import { PostalAddress } from '../firm/PostalAddress.tsx'
import { PhoneLink } from '../ui/PhoneLink.tsx'

/**
 * "Get in touch" facts from site.yaml: phone, e-mail, main office hours, the 24/7 note, and
 * with `address` the main office's address. `phone` picks the line (toll-free unless told).
 */
export function ContactDetails({
  email = 'info',
  phone = 'tollFree',
  address = false,
}: {
  email?: 'info' | 'clients'
  phone?: 'tollFree' | 'main'
  address?: boolean
}) {
  const { site, words } = useSiteFacts()
  const { blocks } = words
  const main = site.offices[0]
  return (
    <dl className="not-prose space-y-4 text-slate-800">
      <div>
        <dt className="font-semibold text-navy-900">{blocks.contactPhone}</dt>
        <dd>
          <PhoneLink phone={site.phones[phone]} className="text-lg font-semibold text-navy-700 underline" />
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{blocks.contactEmail}</dt>
        <dd>
          <a className="text-navy-700 underline" href={`mailto:${site.emails[email]}`}>
            {site.emails[email]}
          </a>
        </dd>
      </div>
      {main && address && (
        <div>
          <dt className="font-semibold text-navy-900">{main.name}</dt>
          <dd>
            <address className="not-italic">
              <PostalAddress office={main} lines="two" />
            </address>
          </dd>
        </div>
      )}
      {main && (
        <div>
          <dt className="font-semibold text-navy-900">{blocks.contactHours}</dt>
          <dd>
            {main.hours.map((h) => (
              <span key={h.days} className="block">
                {h.days}: {h.time}
              </span>
            ))}
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold text-navy-900">{blocks.contactEmergencies}</dt>
        <dd>{site.emergencyNote}</dd>
      </div>
    </dl>
  )
}
