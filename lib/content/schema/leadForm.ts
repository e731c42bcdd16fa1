/**
 * The settings of one case-review form, as a page's frontmatter `forms:` writes them (and as
 * the `variants` of content/lead-forms.yaml write them). Every field may be left out: it then
 * comes from the `variant`, and failing that from the default named in its description.
 */
import { z } from 'zod'

export const caseTypeId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, {
  message: 'must be a case-type id like `car-accident` (see content/lead-forms.yaml `caseTypes`)',
})

const leadFormFields = {
  /** `dialog` (default): opens from <CaseReviewButton form="...">; `inline`: placed on the page with <LeadForm form="...">. */
  kind: z.enum(['dialog', 'inline']).optional(),
  /** The form's heading. Default "Free Case Review". */
  title: z.string().min(3).max(80).optional(),
  /** One short line under the heading. Default: none. */
  intro: z.string().min(3).max(200).optional(),
  /** The case types the selector offers, by id (content/lead-forms.yaml `caseTypes`), in order. `[]` (default): no selector; the form sends `defaultCaseType`. */
  caseTypes: z.array(caseTypeId).optional(),
  /** A different selector label for some ids on this form only, e.g. `{ other: Other Personal Injury }`. */
  optionLabels: z.record(caseTypeId, z.string().min(2)).optional(),
  /** The case type chosen at first and after each successful send. Leave out (or `""`) for an empty selector; required when there is no selector. */
  defaultCaseType: z.union([caseTypeId, z.literal('')]).optional(),
  /** The visitor must choose a case type before sending. Default false; needs a selector. */
  caseTypeRequired: z.boolean().optional(),
  /** Height of the Description box in lines. Default 3. */
  descriptionRows: z.number().int().min(2).max(10).optional(),
  /** Fills `{topic}` in lead-forms.yaml `thanks` ("We'll contact you within 24 hours to discuss your {topic}."), e.g. `car accident case`. Default `case`. */
  topic: z.string().min(3).max(60).optional(),
  /** The send button's text. Default "Get Free Case Review". */
  submitLabel: z.string().min(3).max(40).optional(),
}

/** A ready-made form in content/lead-forms.yaml `variants`. */
export const leadFormVariantSchema = z.strictObject(leadFormFields)

/** One entry of a page's `forms:`. */
export const leadFormSchema = z.strictObject({
  /** Start from this ready-made form of content/lead-forms.yaml `variants` (e.g. `car-accident`, `home`); the fields written beside it win. */
  variant: z.string().min(2).optional(),
  ...leadFormFields,
  /**
   * `true`: on screens 1024 px wide and wider, the page's <Hero> shows this form on its right (in place
   * of its photo or side panel); narrower screens keep the hero's buttons, which open the dialog. One
   * form a page. Default false.
   */
  hero: z.boolean().optional(),
})

export type LeadFormInput = z.infer<typeof leadFormSchema>
export type LeadFormVariant = z.infer<typeof leadFormVariantSchema>

export const leadFormDefaults = {
  kind: 'dialog',
  title: 'Free Case Review',
  caseTypes: [] as string[],
  defaultCaseType: '',
  caseTypeRequired: false,
  descriptionRows: 3,
  topic: 'case',
  submitLabel: 'Get Free Case Review',
} as const
