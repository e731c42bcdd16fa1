/**
 * The Spanish files (content/es/): one a translated entry, beside the English. Each names the English
 * file it translates (`translationOf`) and the English text it was made from (`sourceHash`, written by
 * `npm run translations -- --stamp`). A Spanish page is a whole page under /es/; a translated attorney,
 * FAQ entry or glossary term holds only its words, and takes its facts (name, extension, e-mail,
 * order, lists, category, related terms) from its English file.
 */
import { z } from 'zod'
import { attorneySchema, pageSchema } from './collections.ts'
import { spanishPagePath } from './sitePath.ts'

/** The English file a translation is made from: its name without `.mdx`, in the same collection. */
const translationOf = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  message: "must be the English file's name without `.mdx`, e.g. `car-accident-lawyer`",
})

/** The first 12 characters of the English file's git blob id when it was translated. */
const sourceHash = z
  .string()
  .regex(/^[0-9a-f]{12}$/, {
    message:
      'must be 12 letters and digits as `npm run translations -- --stamp <file>` writes them; run that command rather than typing it',
  })
  .optional()

const translated = { translationOf, sourceHash }

export const pageTranslationSchema = pageSchema.extend({
  ...translated,
  path: spanishPagePath,
  aliases: z.array(spanishPagePath).default([]),
  canonical: spanishPagePath.optional(),
})

export const attorneyTranslationSchema = attorneySchema
  .pick({ title: true, focusAreas: true, bio: true, admissions: true, languages: true })
  .extend(translated)

export const faqTranslationSchema = z.strictObject({
  ...translated,
  question: z
    .string()
    .min(10)
    .refine((q) => q.trim().startsWith('¿') && q.trim().endsWith('?'), {
      message: 'should start with "¿" and end with "?", as a Spanish question does',
    }),
})

export const glossaryTranslationSchema = z.strictObject({ ...translated, term: z.string().min(2) })

export type PageTranslation = z.infer<typeof pageTranslationSchema>
export type AttorneyTranslation = z.infer<typeof attorneyTranslationSchema>
export type FaqTranslation = z.infer<typeof faqTranslationSchema>
export type GlossaryTranslation = z.infer<typeof glossaryTranslationSchema>
