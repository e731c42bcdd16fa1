import { Island } from '../../islands/Island.tsx'
import { useSiteFacts } from '../FactsContext.tsx'
import { CaseReviewForm } from './CaseReviewFields.tsx'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { leadFormWords } from './leadMessages.ts'

const HEADING_ID = 'hero-case-review-title'

/**
 * The form of the page's `forms:` marked `hero: true`, on the hero's right from 1024 px: the same
 * form and lead call as its dialog. Narrower screens never show it (the hero's buttons open the
 * dialog there), and its island wakes only when the visitor touches it (components/islands.ts).
 */
export function HeroCaseReview({ form }: { form: LeadFormConfig }) {
  const { lead, site, words } = useSiteFacts()
  const { kind: _kind, title, intro, hero: _hero, ...fields } = form
  return (
    <div className="hidden rounded-2xl bg-white p-6 text-slate-900 shadow-xl lg:block">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      <div className="mt-4">
        <Island
          name="HeroLeadForm"
          component={CaseReviewForm}
          props={{
            config: fields,
            phone: site.phones.tollFree.display,
            notice: lead.notice,
            thanks: lead.thanks,
            words: leadFormWords(words.lead),
            labelledBy: HEADING_ID,
          }}
        />
      </div>
    </div>
  )
}
