/** The settings of one case-review form or dialog, written in a page's `forms:` frontmatter. */
import { z } from 'zod'

export const caseTypeId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, { message: 'must be a case-type id like `car-accident`' })

export const leadFormSchema = z.strictObject({
  /** `dialog` opens from <CaseReviewButton>; `inline` is placed with <LeadForm>. */
  kind: z.enum(['dialog', 'inline']).default('dialog'),
  /** The heading of the form. */
  title: z.string().min(3).default('Free Case Review'),
  /** The options of the case-type selector; leave out for a form without a selector. */
  caseTypes: z.array(caseTypeId).optional(),
  /** The case type chosen at first and sent when there is no selector; leave out for an empty selector. */
  defaultCaseType: caseTypeId.optional(),
  caseTypeRequired: z.boolean().default(false),
  descriptionRows: z.number().int().min(2).max(10).default(3),
  /** Words in the success text: "We'll contact you within 24 hours to discuss your {topic}." */
  topic: z.string().min(3).default('case'),
  submitLabel: z.string().min(3).default('Get Free Case Review'),
})

export type LeadFormSettings = z.infer<typeof leadFormSchema>
