import { Island } from '../../islands/Island.tsx'
import { useSiteFacts } from '../FactsContext.tsx'
import { CaseReviewDialogs } from './CaseReviewDialogs.tsx'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { leadFormWords } from './leadMessages.ts'

/** The page's dialog island, once per page, when its `forms:` has dialog forms. */
export function PageDialogsIsland({ forms }: { forms: Record<string, LeadFormConfig> }) {
  const { lead, site, words } = useSiteFacts()
  const dialogs = Object.values(forms).filter((f) => f.kind === 'dialog')
  if (!dialogs.length) return null
  return (
    <Island
      name="LeadDialogs"
      component={CaseReviewDialogs}
      props={{
        forms: dialogs,
        phone: site.phones.tollFree.display,
        notice: lead.notice,
        thanks: lead.thanks,
        words: leadFormWords(words.lead),
      }}
    />
  )
}
