import { PhoneLink, type Phone } from '../ui/PhoneLink.tsx'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/** A call button fixed to the bottom of small screens only. */
export function FloatingCallButton({ phone }: { phone: Phone }) {
  const { shell } = useSiteFacts().words
  return (
    <PhoneLink
      phone={phone}
      label={fillPlaceholders(shell.callNowLabel, { phone: phone.display })}
      className="floating-call fixed bottom-4 right-4 z-30 inline-flex min-h-14 items-center gap-2 rounded-full bg-gold-500 px-5 font-bold text-navy-950 shadow-xl md:hidden"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
      </svg>
      {shell.callNow}
    </PhoneLink>
  )
}
