import { ResultsDisclaimer } from './ResultsDisclaimer.tsx'
import { StarRating } from '../ui/StarRating.tsx'
import { initials } from '../ui/initials.ts'

export interface Testimonial {
  quote: string
  name: string
  caseType: string
}

/** Client quotes with five stars, initials, name and case type, and the no-guarantee disclaimer. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <div className="not-prose">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.name + t.quote.slice(0, 20)}>
            <figure className="flex h-full flex-col rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
              <StarRating value={5} />
              <blockquote className="mt-3 flex-1 text-slate-700">“{t.quote}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block font-semibold text-navy-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.caseType}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ResultsDisclaimer className="mt-6" />
    </div>
  )
}
