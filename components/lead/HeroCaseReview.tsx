import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { CaseReviewFormIsland } from './CaseReviewFormIsland.tsx'
import { HERO_FORM_FIELDS_ID as FIELDS_ID, HERO_FORM_HEADING_ID as HEADING_ID } from './heroFormIds.ts'

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
