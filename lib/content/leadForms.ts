/**
 * The pages' lead forms, resolved for the site: each page's `forms:` over its variant and the
 * defaults (schema/resolveLeadForm.ts), the note under every form and the thanks after a send,
 * from content/lead-forms.yaml; a Spanish page's forms with the Spanish labels of its `es:`. The checks (check/checkLeadForms.ts) have reported any problem.
 */
import type { LeadFormsContent, ReadContent } from './model/content.ts'
import { splitPrivacyLink, type LeadFormFacts, type LeadFormsData } from './schema/leadFormsFile.ts'
import { isSpanishPath } from './schema/sitePath.ts'
import type { LeadFormVariant } from './schema/leadForm.ts'
import { resolvePageForms } from './schema/resolveLeadForm.ts'

const ignore = () => undefined

/** What a Spanish page's forms resolve against: the Spanish case-type labels and variants' `optionLabels` (`es:`). */
function spanishFormFacts({ caseTypes, variants, es }: LeadFormsData): LeadFormFacts & { defaults?: LeadFormVariant } {
  if (!es) return { caseTypes, variants }
  const spanishVariants = Object.fromEntries(
    Object.entries(variants).map(([name, variant]) => {
      const optionLabels = es.variants[name]?.optionLabels
      return [name, variant.optionLabels && optionLabels ? { ...variant, optionLabels } : variant]
    }),
  )
  return { caseTypes: { ...caseTypes, ...es.caseTypes }, variants: spanishVariants, defaults: es.defaults }
}
const noNotice = { text: '', privacy: { before: '', label: '', href: '', after: '' } }

export function resolveLeadForms(content: ReadContent): LeadFormsContent {
  const read = content.leadFormsFile.read
  if (!read) return { notice: noNotice, thanks: '', pageForms: new Map() }
  const { notice, thanks } = read.data
  const spanish = spanishFormFacts(read.data)
  const pageForms = new Map(
    content.pages.map((page) => {
      const facts = isSpanishPath(page.data.path) ? spanish : read.data
      return [page.file, resolvePageForms(page.data.forms ?? {}, facts, ignore).forms]
    }),
  )
  return { notice: { text: notice.text, privacy: splitPrivacyLink(notice.privacy) }, thanks, pageForms }
}
