import { Island } from '../../islands/Island.tsx'
import { useSiteFacts } from '../FactsContext.tsx'
import { CaseReviewForm } from './CaseReviewFields.tsx'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { leadFormWords } from './leadMessages.ts'

/**
 * One inline case-review form as an island, with the site's lead facts: `name` says which island it
 * is, and so what wakes it (components/islands.ts): `LeadForm` in a page's section, `HeroLeadForm`
 * in its hero. The heading and intro are rendered around it, on the server.
 */
export function CaseReviewFormIsland({
  name,
  form,
  labelledBy,
  idPrefix,
}: {
  name: 'LeadForm' | 'HeroLeadForm'
  form: LeadFormConfig
  labelledBy: string
  /** The fields' ids' beginning, where something links to a field (the hero's form). */
  idPrefix?: string
}) {
  const { lead, site, words } = useSiteFacts()
  const { kind: _kind, title: _title, intro: _intro, hero: _hero, ...config } = form
  return (
    <Island
      name={name}
      component={CaseReviewForm}
      props={{
        config,
        phone: site.phones.tollFree.display,
        notice: lead.notice,
        thanks: lead.thanks,
        words: leadFormWords(words.lead),
        labelledBy,
        ...(idPrefix && { idPrefix }),
      }}
    />
  )
}
