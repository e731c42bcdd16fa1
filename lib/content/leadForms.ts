/**
 * The pages' lead forms, resolved for the site: each page's `forms:` over its variant and the
 * defaults (schema/resolveLeadForm.ts), the note under every form and the thanks after a send,
 * from content/lead-forms.yaml. The checks (check/checkLeadForms.ts) have reported any problem.
 */
import type { LeadFormsContent, ReadContent } from './model/content.ts'
import { splitPrivacyLink } from './schema/leadFormsFile.ts'
import { resolvePageForms } from './schema/resolveLeadForm.ts'

const ignore = () => undefined
const noNotice = { text: '', privacy: { before: '', label: '', href: '', after: '' } }

export function resolveLeadForms(content: ReadContent): LeadFormsContent {
  const read = content.leadFormsFile.read
  if (!read) return { notice: noNotice, thanks: '', pageForms: new Map() }
  const { notice, thanks } = read.data
  const pageForms = new Map(
    content.pages.map((page) => [page.file, resolvePageForms(page.data.forms ?? {}, read.data, ignore).forms]),
  )
  return { notice: { text: notice.text, privacy: splitPrivacyLink(notice.privacy) }, thanks, pageForms }
}
