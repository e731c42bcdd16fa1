import { PhoneLink, type Phone } from '../ui/PhoneLink.tsx'
import { buttonBase, buttonStyles } from '../ui/ButtonLink.tsx'
import { firstName } from './names.ts'
import { fillParts, fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/** Direct ways to reach one attorney: the main office line with their extension, their e-mail, and (on the attorneys page) their own page. */
export function AttorneyContact({
  name,
  email,
  phone,
  extension,
  page,
}: {
  name: string
  email: string
  phone: Phone
  extension: string
  /** The attorney's own page, linked from the attorneys page (not from the page itself). */
  page?: string
}) {
  const { attorneys } = useSiteFacts().words
  const number = fillPlaceholders(attorneys.extension, { phone: phone.display, extension })
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      <li>
        <PhoneLink
          phone={phone}
          extension={extension}
          label={fillPlaceholders(attorneys.callAttorney, { name, number })}
          className={`${buttonBase} ${buttonStyles.primary}`}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          </svg>
          {number}
        </PhoneLink>
      </li>
      <li>
        <a href={`mailto:${email}`} className={`${buttonBase} ${buttonStyles.secondary}`}>
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
          {fillParts(attorneys.emailAttorney, { name: firstName(name) })}
        </a>
      </li>
      {page && (
        <li>
          <a href={page} className={`${buttonBase} ${buttonStyles.secondary}`}>
            {fillParts(attorneys.profile, { name: firstName(name) })}
          </a>
        </li>
      )}
    </ul>
  )
}
