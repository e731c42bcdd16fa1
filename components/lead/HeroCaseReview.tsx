import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { CaseReviewFormIsland } from './CaseReviewFormIsland.tsx'

const HEADING_ID = 'hero-case-review-title'
const FIELDS_ID = 'hero-case-review'

/** The address of the hero form's first field, which the hero's case-review button links to from 1024 px. */
export const heroFormFirstField = `#${FIELDS_ID}-firstName`

/**
 * The form of the page's `forms:` marked `hero: true`, on the hero's right from 1024 px: the same
 * form and lead call as its dialog. Narrower screens never show it (the hero's buttons open the
 * dialog there), and its island wakes only when the visitor touches it (components/islands.ts).
 */
export function HeroCaseReview({ form }: { form: LeadFormConfig }) {
  return (
    <div className="hidden rounded-2xl bg-white p-6 text-slate-900 shadow-xl lg:block">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-navy-900">
        {form.title}
      </h2>
      {form.intro && <p className="mt-1 text-slate-700">{form.intro}</p>}
      <div className="mt-4">
        <CaseReviewFormIsland name="HeroLeadForm" form={form} labelledBy={HEADING_ID} idPrefix={FIELDS_ID} />
      </div>
    </div>
  )
}
