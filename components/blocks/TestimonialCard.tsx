import { StarRating } from '../ui/StarRating.tsx'
import { initials } from '../ui/initials.ts'

/** One client's words: five stars, the quote, the client's initials, name as they agreed, and the kind of case. */
export function TestimonialCard({ quote, name, caseType }: { quote: string; name: string; caseType: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
      <StarRating value={5} />
      <blockquote className="mt-3 flex-1 text-slate-700">“{quote}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
        >
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold text-navy-900">{name}</span>
          <span className="block text-sm text-slate-600">{caseType}</span>
        </span>
      </figcaption>
    </figure>
  )
}
