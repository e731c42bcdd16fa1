import { ResultsDisclaimer } from './ResultsDisclaimer.tsx'
import { TestimonialCard } from './TestimonialCard.tsx'

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
            <TestimonialCard {...t} />
          </li>
        ))}
      </ul>
      <ResultsDisclaimer className="mt-6" />
    </div>
  )
}
