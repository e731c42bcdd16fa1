import { useSiteFacts } from '../FactsContext.tsx'
import { attorneysFor, resultsFor, testimonialsFor, type ProofTopic } from '../../lib/content/schema/proofSelection.ts'
import { Rating } from '../blocks/Rating.tsx'
import { ProofResults } from './ProofResults.tsx'
import { ProofTestimonial } from './ProofTestimonial.tsx'
import { ProofAttorneys } from './ProofAttorneys.tsx'

/**
 * `<Proof practiceArea="car-accidents" title="..." />` or `<Proof place="nassau" title="..." />`: a band
 * that shows, early on a case or location page, the firm's rating, its results tagged with the area or
 * place (with the no-guarantee disclaimer in the same section), one client's words and the attorneys
 * who handle such cases, all from content/site.yaml and content/attorneys/.
 */
export function Proof({
  title,
  intro,
  practiceArea,
  place,
}: {
  title: string
  intro?: string
  practiceArea?: string
  place?: string
}) {
  const { site, attorneys, practiceAreas } = useSiteFacts()
  const topic: ProofTopic = practiceArea !== undefined ? { practiceArea } : { place: place ?? '' }
  const results = resultsFor(site.results, topic)
  const [testimonial] = testimonialsFor(site.testimonials, topic)
  const handling = attorneysFor(attorneys, topic, site.results)
  const areaName = (id: string) => practiceAreas.find((a) => a.id === id)?.name ?? id
  return (
    <section className="border-y border-navy-100 bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
          <h2 className="text-3xl font-bold">{title}</h2>
          <Rating />
        </div>
        {intro && <p className="measure mt-3 text-lg">{intro}</p>}
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <ProofResults items={results} />
          {testimonial && <ProofTestimonial testimonial={testimonial} caseType={areaName(testimonial.practiceArea)} />}
          <ProofAttorneys attorneys={handling} />
        </div>
      </div>
    </section>
  )
}
