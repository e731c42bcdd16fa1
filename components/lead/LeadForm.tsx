import type { LeadEndpoint, LeadFieldsConfig, LeadNotice } from '../../lib/content/schema/leadTypes'
import { useLeadForm } from './useLeadForm'
import { LeadFormFields } from './LeadFormFields'

export interface LeadFormProps {
  config: LeadFieldsConfig
  endpoint: LeadEndpoint
  notice: LeadNotice
  /** The id of the section heading that names the form. */
  labelledBy: string
}

/** The island of an inline case-review form (placed by <LeadForm> in MDX: LeadFormBlock). */
export function LeadForm({ config, endpoint, notice, labelledBy }: LeadFormProps) {
  const state = useLeadForm(config, endpoint)
  return <LeadFormFields config={config} state={state} notice={notice} labelledBy={labelledBy} />
}
