import { Island } from '../../islands/Island'
import { useSiteFacts } from '../SiteFacts'
import { LeadDialogs } from './LeadDialogs'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes'

/** The page's dialog island, once per page, when its `forms:` has dialog forms. */
export function PageLeadDialogs({ forms }: { forms: Record<string, LeadFormConfig> }) {
  const { lead, site } = useSiteFacts()
  const dialogs = Object.values(forms).filter((f) => f.kind === 'dialog')
  if (!dialogs.length) return null
  return (
    <Island
      name="LeadDialogs"
      component={LeadDialogs}
      props={{ forms: dialogs, phone: site.phones.tollFree.display, notice: lead.notice, thanks: lead.thanks }}
    />
  )
}
