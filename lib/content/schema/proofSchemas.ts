/**
 * The firm's proof in content/site.yaml: its rating, its case results and its clients' words, each
 * result and testimonial tagged with the practice areas (content/practice-areas.yaml) and places
 * (content/places.yaml) it belongs to, so that `<Proof practiceArea="..." />` or `<Proof place="..." />`
 * shows the right ones on each case and location page.
 */
import { z } from 'zod'

/** The id of an entry of `results` or `testimonials`, which its Spanish words name (`es:`). */
const proofId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be lowercase words joined by `-`, e.g. `rear-end-crash`' })

const listedId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be an id written in lowercase words joined by `-`' })

export const ratingSchema = z.strictObject({
  /** The rating out of 5, e.g. `5.0`. */
  value: z.number().min(0).max(5),
  /** How the rating reads beside its stars, e.g. `5.0 rating`. */
  label: z.string(),
  /** Where the rating comes from, e.g. `Google`: shown only when given, with `count`. */
  source: z.string().min(2).optional(),
  /** How many reviews the rating is the average of, e.g. `120`: shown only when given, with `source`. */
  count: z.number().int().positive().optional(),
})

export const resultSchema = z.strictObject({
  /** A short name of this result, e.g. `rear-end-settlement`; its Spanish words name it under `es: results:`. */
  id: proofId,
  /** The amount as shown, e.g. `$1,250,000`. */
  amount: z.string().regex(/^\$\d/, { message: 'must start with `$` and a digit, e.g. `$1,250,000`' }),
  /** What kind of recovery it was, e.g. `Rear-End Crash Settlement`. */
  title: z.string().min(5),
  /** One sentence on the case, without the client's name. */
  description: z.string().min(20).optional(),
  /** The practice areas (ids of content/practice-areas.yaml) whose pages show it, e.g. `[car-accidents]`. */
  practiceAreas: z.array(listedId).min(1),
  /** The places (ids of content/places.yaml) whose pages show it, e.g. `[nassau]`. */
  places: z.array(listedId).default([]),
})

export const testimonialSchema = z.strictObject({
  /** A short name of this testimonial, e.g. `maria-car-accident`; its Spanish words name it under `es: testimonials:`. */
  id: proofId,
  /** The client's words, used only with their written permission. */
  quote: z.string().min(20),
  /** How the client agreed to be named, e.g. `Maria S.`. */
  name: z.string().min(2),
  /** The practice area (an id of content/practice-areas.yaml) of the client's case: shown under the name. */
  practiceArea: listedId,
  /** The places (ids of content/places.yaml) whose pages show it, e.g. `[suffolk]`. */
  places: z.array(listedId).default([]),
})

/** site.yaml `es: results:`: a result's Spanish words, by its `id`. */
export const resultWordsSchema = z.strictObject({
  id: proofId,
  title: z.string().min(5),
  description: z.string().min(20).optional(),
})

/** site.yaml `es: testimonials:`: a testimonial's Spanish words, by its `id`. */
export const testimonialWordsSchema = z.strictObject({ id: proofId, quote: z.string().min(20) })

export type Rating = z.infer<typeof ratingSchema>
export type CaseResult = z.infer<typeof resultSchema>
export type ClientTestimonial = z.infer<typeof testimonialSchema>
