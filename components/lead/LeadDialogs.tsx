// Replaced by the lead-capture work (issue 3): the page's case-review dialogs.
import type { LeadFormSettings } from '../../content/leadFormSchema'

export function LeadDialogs(_props: { forms: Record<string, LeadFormSettings> }) {
  return null
}
