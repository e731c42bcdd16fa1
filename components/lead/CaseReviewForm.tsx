import type { LeadFieldsConfig, LeadNotice } from '../../lib/content/schema/leadTypes.ts'
import { useLeadForm } from './useLeadForm.ts'
import { CaseReviewFields } from './CaseReviewFields.tsx'
import type { LeadWords } from './leadMessages.ts'

export interface CaseReviewFormProps {
  config: LeadFieldsConfig
  /** The toll-free number the messages offer when a lead cannot be sent now. Where leads go is no prop (LeadTarget). */
  phone: string
  notice: LeadNotice
  /** The thanks after a send, `{topic}` to be replaced by the form's topic (lead-forms.yaml `thanks`). */
  thanks: string
  /** The form's labels, buttons and messages in the page's language. */
  words: LeadWords
  /** The id of the section heading that names the form. */
  labelledBy: string
  /** A shorter form (the hero's): Phone and Email side by side on wider screens. */
  compact?: boolean
}

/**
 * The island of an inline case-review form (placed by <LeadForm> in MDX: CaseReviewFormSection; and
 * in a page's hero: HeroCaseReview).
 */
export function CaseReviewForm({ config, phone, notice, thanks, words, labelledBy, compact }: CaseReviewFormProps) {
  const state = useLeadForm(config, phone, thanks, words)
  return (
    <CaseReviewFields
      config={config}
      state={state}
      notice={notice}
      words={words}
      labelledBy={labelledBy}
      compact={compact}
    />
  )
}
