import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { AttorneyPortrait } from './AttorneyPortrait.tsx'

/**
 * An attorney as a card: portrait or initials, name and title; the whole card is one link, whose
 * name is the attorney's (it says where it goes). `Heading` is the name's element in the page's outline.
 */
export function AttorneyCard({
  attorney,
  href,
  photo,
  Heading = 'h3',
  compact = false,
}: {
  attorney: AttorneyView
  href: string
  photo?: PhotoFacts
  Heading?: 'h3' | 'h4'
  compact?: boolean
}) {
  return (
    <li
      className={`relative flex items-center rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-gold-500 hover:shadow-md ${compact ? 'gap-4 p-3' : 'gap-5 p-5'}`}
    >
      <div className={`${compact ? 'w-14' : 'w-20'} shrink-0`}>
        <AttorneyPortrait name={attorney.data.name} photo={photo} size="small" />
      </div>
      <div className="min-w-0">
        <Heading className={compact ? 'text-lg font-semibold' : 'text-xl font-bold'}>
          <a
            href={href}
            className={`after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none${compact ? ' text-navy-700 underline' : ''}`}
          >
            {attorney.data.name}
          </a>
        </Heading>
        <p className={compact ? 'mt-1 text-sm text-slate-700' : 'mt-1 text-slate-700'}>{attorney.data.title}</p>
      </div>
    </li>
  )
}
