import type { ClientTestimonial } from '../../lib/content/schema/proofSchemas.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { TestimonialCard } from '../blocks/TestimonialCard.tsx'

/** `<Proof />`'s client quote, under its heading. */
export function ProofTestimonial({ testimonial, caseType }: { testimonial: ClientTestimonial; caseType: string }) {
  const { words } = useSiteFacts()
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">{words.blocks.proofClient}</h3>
      <div className="mt-3">
        <TestimonialCard quote={testimonial.quote} name={testimonial.name} caseType={caseType} />
      </div>
    </div>
  )
}
