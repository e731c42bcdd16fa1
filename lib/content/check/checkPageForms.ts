/**
 * One page's lead forms against content/lead-forms.yaml: its `forms:` resolve over their variants
 * (schema/resolveLeadForm.ts) and its components use them (./checkFormUse.ts). `npm run check`
 * (./checkLeadForms.ts) and the editor before a save (lib/editor/formsCheck.ts) both judge a page
 * with this one function, so a page is refused in the same words wherever it is written.
 */
import type { MdxFormRef } from '../model/mdxFacts.ts'
import type { LeadFormVariant } from '../schema/leadForm.ts'
import type { LeadFormFacts } from '../schema/leadFormsFile.ts'
import { resolveLeadForm, resolvePageForms } from '../schema/resolveLeadForm.ts'
import { checkFormUse } from './checkFormUse.ts'

/** Where a page's problem is: at a key of its `forms:` (`['main', 'caseTypes', 2]`), or at a component's tag. */
export interface PageFormsReport {
  atForms: (keys: (string | number)[], message: string) => void
  atRef: (ref: MdxFormRef, message: string) => void
}

export function checkPageForms(
  page: {
    forms: Record<string, LeadFormVariant & { variant?: string; hero?: boolean }> | undefined
    formRefs: MdxFormRef[]
    /** Whether the body has a <Hero> (where a form with `hero: true` shows). */
    hasHero?: boolean
  },
  leadForms: LeadFormFacts,
  /**
   * Whether the components are judged against the forms: not while a variant of lead-forms.yaml
   * has a problem of its own (which forms a page has is then unknown).
   */
  judgeUse: boolean,
  report: PageFormsReport,
): void {
  const { forms, broken } = resolvePageForms(page.forms ?? {}, leadForms, (name, key, message) =>
    report.atForms([name, ...key], `\`forms.${name}\`: ${message}`),
  )
  if (!judgeUse) return
  checkFormUse(
    page.formRefs,
    forms,
    broken,
    {
      atRef: report.atRef,
      atForm: (name, message, key) => report.atForms(key ? [name, key] : [name], message),
    },
    page.hasHero,
  )
}

/**
 * Each variant of lead-forms.yaml on its own must be a valid form (its ids known, its fields
 * consistent); true when all are. `reportAt` gets the variant, the key and the sentence.
 */
export function checkVariants(
  leadForms: LeadFormFacts,
  reportAt: (name: string, key: (string | number)[], message: string) => void = () => undefined,
): boolean {
  let ok = true
  for (const [name, variant] of Object.entries(leadForms.variants)) {
    const reportOwn = (key: (string | number)[], message: string) => {
      ok = false
      reportAt(name, key, `variant \`${name}\`: ${message}`)
    }
    resolveLeadForm(name, { own: variant, reportOwn }, leadForms.caseTypes)
  }
  return ok
}
