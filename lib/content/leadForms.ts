/**
 * The pages' lead forms, resolved for the site: each page's `forms:` over its variant and the
 * defaults (schema/resolveLeadForm.ts), the note under every form and the thanks after a send,
 * from content/lead-forms.yaml; a Spanish page's forms with the Spanish labels of its `es:` and the
 * Spanish defaults. The checks (check/checkLeadForms.ts) have reported any problem.
 */
import type { LeadFormsContent, ReadContent } from './model/content.ts'
import { splitPrivacyLink, type LeadFormFacts, type LeadFormsData } from './schema/leadFormsFile.ts'
import type { LeadFormVariant } from './schema/leadForm.ts'
import { resolvePageForms, type LanguageDefaults } from './schema/resolveLeadForm.ts'
import { wordsIn } from './schema/interfaceKeys.ts'
import type { Language } from './schema/language.ts'

const ignore = () => undefined
const noNotice = { text: '', privacy: { before: '', label: '', href: '', after: '' } }

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

/** A form's heading and send button unless its page or variant sets them: content/interface.yaml's, in the page's language. */
function languageDefaults(content: ReadContent, language: Language): LanguageDefaults {
  const file = content.interfaceFile.words
  if (!file) return {}
  const { formTitle, submitLabel } = wordsIn(file, language).lead
  return { title: formTitle, submitLabel }
}

/** English pages and their Spanish translations (content/es/pages/), each with its language's labels and defaults. */
export function resolveLeadForms(content: ReadContent): LeadFormsContent {
  const read = content.leadFormsFile.read
  if (!read) return { notice: noNotice, thanks: '', pageForms: new Map() }
  const { notice, thanks } = read.data
  const resolve = (
    pages: { file: string; data: { forms?: Parameters<typeof resolvePageForms>[0] } }[],
    language: Language,
  ) => {
    const facts = language === 'es' ? spanishFormFacts(read.data) : read.data
    const defaults = languageDefaults(content, language)
    return pages.map(
      (page) => [page.file, resolvePageForms(page.data.forms ?? {}, facts, ignore, defaults).forms] as const,
    )
  }
  const pageForms = new Map([...resolve(content.pages, 'en'), ...resolve(content.es.pages, 'es')])
  return { notice: { text: notice.text, privacy: splitPrivacyLink(notice.privacy) }, thanks, pageForms }
}
