import type { Site } from '../../lib/content/schema/collections.ts'
import { PhoneLink } from '../ui/PhoneLink.tsx'

/** Above a Spanish page's header: the call link that tells a Spanish speaker the firm answers in Spanish. */
export function SpanishSpokenBar({ site, label }: { site: Site; label: string }) {
  return (
    <div className="bg-gold-500 text-navy-950">
      <p className="mx-auto max-w-7xl px-4 py-1.5 text-center text-sm font-semibold lg:px-6">
        <PhoneLink phone={site.phones.tollFree} className="underline underline-offset-2 hover:no-underline">
          {label}: {site.phones.tollFree.display}
        </PhoneLink>
      </p>
    </div>
  )
}
