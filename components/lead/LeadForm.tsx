// Replaced by the lead-capture work (issue 3): an inline case-review form.
import type { LeadFormSettings } from '../../content/leadFormSchema'

export function LeadForm({ settings }: { name: string; settings: LeadFormSettings }) {
  return <form><h2>{settings.title}</h2></form>
}
