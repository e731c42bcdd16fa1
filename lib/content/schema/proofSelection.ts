/**
 * Which results, testimonials and attorneys a case or location page shows (`<Proof />`), from the
 * content alone: a practice area's page shows what is tagged with that area, a place's page what is
 * tagged with that place. Pure, so the components and the checks share it.
 */
import type { PracticeArea } from './collections.ts'
import type { CaseResult, ClientTestimonial } from './proofSchemas.ts'

/** What a `<Proof />` is about: one practice area (its id), or one place (its id). */
export type ProofTopic = { practiceArea: string; place?: undefined } | { place: string; practiceArea?: undefined }

/** How many of each a page shows, so the proof stays within a phone's first screens. */
export const PROOF_LIMITS = { results: 3, testimonials: 1, attorneys: 3 } as const

const about = (topic: ProofTopic, practiceAreas: readonly string[], places: readonly string[]) =>
  topic.practiceArea !== undefined ? practiceAreas.includes(topic.practiceArea) : places.includes(topic.place)

/** The results tagged with the topic, in the order site.yaml lists them. */
export function resultsFor(results: readonly CaseResult[], topic: ProofTopic, max: number = PROOF_LIMITS.results) {
  return results.filter((r) => about(topic, r.practiceAreas, r.places)).slice(0, max)
}

/** The testimonials tagged with the topic, in the order site.yaml lists them. */
export function testimonialsFor(
  testimonials: readonly ClientTestimonial[],
  topic: ProofTopic,
  max: number = PROOF_LIMITS.testimonials,
) {
  return testimonials.filter((t) => about(topic, [t.practiceArea], t.places)).slice(0, max)
}

/**
 * The ids of the practice areas an attorney's `focusAreas` name: a focus area names a practice area
 * when it is written as the area's name (`Car Accidents`), whatever its capitals.
 */
export function practiceAreaIdsOf(focusAreas: readonly string[], areas: readonly PracticeArea[]): string[] {
  const wanted = new Set(focusAreas.map((f) => f.trim().toLowerCase()))
  return areas.filter((a) => wanted.has(a.name.trim().toLowerCase())).map((a) => a.id)
}

/**
 * The attorneys who handle the topic's cases, in their `order`: for a practice area, those whose focus
 * areas name it; for a place, those whose focus areas name a practice area of the place's results.
 */
export function attorneysFor<A extends { practiceAreas?: readonly string[] }>(
  attorneys: readonly A[],
  topic: ProofTopic,
  results: readonly CaseResult[],
  max: number = PROOF_LIMITS.attorneys,
): A[] {
  const areas = new Set(
    topic.practiceArea !== undefined
      ? [topic.practiceArea]
      : resultsFor(results, topic, Number.POSITIVE_INFINITY).flatMap((r) => r.practiceAreas),
  )
  return attorneys.filter((a) => (a.practiceAreas ?? []).some((id) => areas.has(id))).slice(0, max)
}
