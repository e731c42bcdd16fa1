/**
 * The `es:` blocks of the YAML files: the Spanish words of the firm's facts and lists, in the shape
 * of the English words beside them. Only words: numbers, addresses, ids and phones serve both
 * languages and are written once, in English. Whether a block is needed (once content/es/ holds
 * translations) is judged across files, by check/checkSpanishWords.ts.
 */
import { z } from 'zod'
import { spanishPath } from './sitePath.ts'
import { footerSchema, notFoundSchema } from './shellWords.ts'
import { resultWordsSchema, testimonialWordsSchema } from './proofSchemas.ts'

const spanishLink = z.strictObject({ label: z.string().min(2), href: spanishPath })

/** An office's Spanish name and hours, by the office's `id`. */
const officeWords = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  hours: z.array(z.strictObject({ days: z.string(), time: z.string() })).min(1),
})

/** site.yaml `es:`. */
export const siteWordsSchema = z.strictObject({
  priceRange: z.string(),
  logo: z.strictObject({ alt: z.string().min(3) }),
  emergencyNote: z.string(),
  rating: z.strictObject({ label: z.string() }),
  brandVideo: z.strictObject({ title: z.string() }),
  offices: z.array(officeWords).min(1),
  /** The Spanish header's links: Spanish pages only. */
  navigation: z.array(spanishLink).min(1),
  menuNote: z.string().min(3),
  footer: footerSchema(spanishLink, 'es'),
  notFound: notFoundSchema(spanishLink),
  /** Each result's Spanish title and description, by its `id`. */
  results: z.array(resultWordsSchema).default([]),
  /** Each testimonial's Spanish quote, by its `id`. */
  testimonials: z.array(testimonialWordsSchema).default([]),
})

/** A glossary category's `es:`: the label Spanish pages show. */
export const categoryWordsSchema = z.strictObject({ name: z.string().min(2) })

/** A practice area's `es:`: the name Spanish pages show (its page is the Spanish file of its `path`). */
export const practiceAreaWordsSchema = z.strictObject({ name: z.string().min(3) })

/** A region's `es:`: its name where Spanish differs, and its card's words when it has a card. */
export const regionWordsSchema = z.strictObject({
  name: z.string().min(2).optional(),
  card: z
    .strictObject({
      description: z.string().min(40).max(300),
      practiceAreas: z.array(z.string().min(3)).min(1),
    })
    .optional(),
})

export type SiteWords = z.infer<typeof siteWordsSchema>
