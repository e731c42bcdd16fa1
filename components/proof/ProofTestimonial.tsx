import type { ClientTestimonial } from '../../lib/content/schema/proofSchemas.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { StarRating } from '../ui/StarRating.tsx'
import { initials } from '../ui/initials.ts'

/** `<Proof />`'s client quote: five stars, the words, the client's name as they agreed, the kind of case. */
export function ProofTestimonial({ testimonial, caseType }: { testimonial: ClientTestimonial; caseType: string }) {
  const { words } = useSiteFacts()
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">{words.blocks.proofClient}</h3>
      <figure className="mt-3 rounded-xl bg-white p-5 text-slate-800 shadow-sm ring-1 ring-slate-200">
        <StarRating value={5} />
        <blockquote className="mt-2 text-slate-700">“{testimonial.quote}”</blockquote>
        <figcaption className="mt-4 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
          >
            {initials(testimonial.name)}
          </span>
          <span>
            <span className="block font-semibold text-navy-900">{testimonial.name}</span>
            <span className="block text-sm text-slate-600">{caseType}</span>
          </span>
        </figcaption>
      </figure>
    </div>
  )
}
