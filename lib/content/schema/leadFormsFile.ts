/** What content/lead-forms.yaml holds: the case types (id -> label), the note under every form, the thanks and the ready-made form settings (`variants`). */
import { z } from 'zod'
import { caseTypeId, leadFormVariantSchema } from './leadForm.ts'
import { isSpanishPath } from './sitePath.ts'

const ONE_LINK = /^(.*?)\[([^\]]+)\]\((\/[^)\s]*)\)(.*)$/s

const thanks = z
  .string()
  .min(10)
  .refine((text) => !/\{(?!topic\})[^}]*\}/.test(text), {
    message:
      'may hold only `{topic}` between braces, e.g. "We\'ll contact you within 24 hours to discuss your {topic}."',
  })

/** `es:`, the Spanish words of the forms: case types by id, the notice, the thanks, the defaults and the variants' `optionLabels`. */
const leadFormWordsSchema = z.strictObject({
  caseTypes: z.record(caseTypeId, z.string().min(2).max(40)),
  notice: z.strictObject({
    text: z.string().min(20),
    privacy: z
      .string()
      .regex(ONE_LINK, {
        message: 'must hold one link written as [Política de privacidad](/es/politica-de-privacidad)',
        abort: true,
      })
      .refine((text) => isSpanishPath(splitPrivacyLink(text).href.split('#')[0] ?? ''), {
        message: 'must link to a Spanish page: write the link as [Política de privacidad](/es/politica-de-privacidad)',
      }),
  }),
  thanks,
  /** The Spanish of the built-in words a form has when neither the page nor its variant writes them. */
  defaults: z.strictObject({
    title: z.string().min(3).max(80),
    submitLabel: z.string().min(3).max(40),
    topic: z.string().min(3).max(60),
  }),
  variants: z.record(z.string(), z.strictObject({ optionLabels: z.record(caseTypeId, z.string().min(2)) })).default({}),
})

export const leadFormsFileSchema = z.strictObject({
  /** Every case type a form may offer or send: id -> the label the selector shows. */
  caseTypes: z.record(caseTypeId, z.string().min(2).max(40)),
  /** Shown under every form. */
  notice: z.strictObject({
    text: z.string().min(20),
    privacy: z.string().regex(ONE_LINK, { message: 'must hold one link written as [Privacy Policy](/privacy-policy)' }),
  }),
  /** The message after a form is sent; `{topic}` is replaced by the form's `topic` (`case`, `referral`, ...). */
  thanks,
  /** Ready-made form settings a page's `forms:` starts from with `variant: <name>`. */
  variants: z.record(
    z.string().regex(/^[a-z][a-z0-9-]*$/, { message: 'must be a name of lowercase words joined by `-`' }),
    leadFormVariantSchema,
  ),
  /** The Spanish words (docs/CONTENT.md, "Spanish pages"). */
  es: leadFormWordsSchema.optional(),
})

export type LeadFormsData = z.infer<typeof leadFormsFileSchema>
export type LeadFormWords = z.infer<typeof leadFormWordsSchema>

/** What a page's `forms:` are judged and resolved against: the variants and the case types. */
export type LeadFormFacts = Pick<LeadFormsData, 'variants' | 'caseTypes'>

/** Splits the privacy sentence around its one link. */
export function splitPrivacyLink(privacy: string): { before: string; label: string; href: string; after: string } {
  const [, before = '', label = '', href = '', after = ''] = ONE_LINK.exec(privacy) ?? []
  return { before, label, href, after }
}
