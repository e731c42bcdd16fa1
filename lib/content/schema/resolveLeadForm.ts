/**
 * Turns one form's settings (defaults, then its variant, then what the page writes) into what
 * the lead islands receive, checking every case-type id and the rules the fields share.
 */
import type { LeadFormConfig } from './leadTypes.ts'
import { leadFormDefaults, type LeadFormVariant } from './leadForm.ts'

/** Reports a problem at a key of the form's settings (e.g. `['caseTypes', 2]`); `[]` = the form itself. */
export type ReportAt = (key: (string | number)[], message: string) => void

/** The defaults a page's language gives (content/interface.yaml), over the built-in English ones. */
export type LanguageDefaults = Partial<LeadFormVariant>

export function resolveLeadForm(
  name: string,
  layers: { defaults?: LanguageDefaults; variant?: LeadFormVariant; own: LeadFormVariant; reportOwn: ReportAt },
  caseTypes: Record<string, string>,
): LeadFormConfig | undefined {
  const { defaults, variant, own, reportOwn } = layers
  let ok = true
  const report: ReportAt = (key, message) => {
    ok = false
    reportOwn(key, message)
  }
  // Ids are checked where they are written; a variant's own ids were checked with lead-forms.yaml.
  checkIds(own, caseTypes, report)
  // `defaults`: a language's words in place of the built-in ones (a Spanish page's, lead-forms.yaml `es:`).
  const merged = {
    ...leadFormDefaults,
    ...definedOnly(defaults ?? {}),
    ...definedOnly(variant ?? {}),
    ...definedOnly(own),
  }
  // A rule broken by the combination is reported at the page's key when it wrote one, else at the form.
  const at = (key: keyof LeadFormVariant) => (own[key] !== undefined ? [key] : [])
  if (!ok) return undefined

  const labels = merged.optionLabels ?? {}
  const options = merged.caseTypes.map((id) => ({ value: id, label: labels[id] ?? caseTypes[id] ?? id }))
  const values = new Set(merged.caseTypes)
  if (values.size !== merged.caseTypes.length)
    report(at('caseTypes'), '`caseTypes` lists a case type twice: keep each once.')
  if (!options.length && !merged.defaultCaseType)
    report(
      at('defaultCaseType'),
      'a form without a case-type selector (`caseTypes: []`) sends its `defaultCaseType`: set one, e.g. `defaultCaseType: medical-malpractice`.',
    )
  if (options.length && merged.defaultCaseType && !values.has(merged.defaultCaseType))
    report(
      at('defaultCaseType'),
      `\`defaultCaseType\` \`${merged.defaultCaseType}\` is not one of this form's \`caseTypes\` (${merged.caseTypes.join(', ')}). Add it to \`caseTypes\` or choose one of them.`,
    )
  if (merged.caseTypeRequired && !options.length)
    report(
      at('caseTypeRequired'),
      '`caseTypeRequired: true` needs a case-type selector: list its options in `caseTypes`, or remove `caseTypeRequired`.',
    )
  for (const id of Object.keys(labels))
    if (!values.has(id))
      report(at('optionLabels'), `\`optionLabels\` names \`${id}\`, which is not one of this form's \`caseTypes\`.`)
  if (!ok) return undefined

  return {
    name,
    kind: merged.kind,
    title: merged.title,
    ...(merged.intro ? { intro: merged.intro } : {}),
    options,
    defaultCaseType: merged.defaultCaseType,
    caseTypeRequired: merged.caseTypeRequired,
    descriptionRows: merged.descriptionRows,
    topic: merged.topic,
    submitLabel: merged.submitLabel,
  }
}

/** Every case-type id the settings write must be a key of lead-forms.yaml `caseTypes`. */
export function checkIds(settings: LeadFormVariant, caseTypes: Record<string, string>, report: ReportAt): void {
  const unknown = (id: string) =>
    `case type \`${id}\` is not in content/lead-forms.yaml \`caseTypes\`. Use one of its ids (${Object.keys(caseTypes).join(', ')}), or add \`${id}: <label>\` there.`
  settings.caseTypes?.forEach((id, i) => {
    if (!Object.hasOwn(caseTypes, id)) report(['caseTypes', i], unknown(id))
  })
  if (settings.defaultCaseType && !Object.hasOwn(caseTypes, settings.defaultCaseType))
    report(['defaultCaseType'], unknown(settings.defaultCaseType))
  for (const id of Object.keys(settings.optionLabels ?? {}))
    if (!Object.hasOwn(caseTypes, id)) report(['optionLabels', id], unknown(id))
}

function definedOnly<T extends object>(settings: T): Partial<T> {
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) as Partial<T>
}

/**
 * A page's `forms:` resolved against lead-forms.yaml's variants and case types; `broken`: the forms
 * that could not be (each reported at its key through `reportAt(name, key, message)`).
 */
export function resolvePageForms(
  forms: Record<string, LeadFormVariant & { variant?: string; hero?: boolean }>,
  {
    variants,
    caseTypes,
    defaults: fileDefaults,
  }: { variants: Record<string, LeadFormVariant>; caseTypes: Record<string, string>; defaults?: LeadFormVariant },
  reportAt: (name: string, key: (string | number)[], message: string) => void,
  languageDefaults?: LanguageDefaults,
): { forms: Record<string, LeadFormConfig>; broken: Set<string> } {
  const resolved: Record<string, LeadFormConfig> = {}
  const broken = new Set<string>()
  for (const [name, input] of Object.entries(forms)) {
    const { variant: variantName, hero, ...own } = input
    const reportOwn: ReportAt = (key, message) => reportAt(name, key, message)
    const variant = variantName === undefined ? undefined : variants[variantName]
    if (variantName !== undefined && !variant) {
      reportOwn(
        ['variant'],
        `variant \`${variantName}\` is not in content/lead-forms.yaml \`variants\`. Use one of: ${Object.keys(variants).join(', ')}.`,
      )
      broken.add(name)
      continue
    }
    // The interface's words for the page's language, then lead-forms.yaml's (a Spanish `topic`).
    const defaults = { ...languageDefaults, ...fileDefaults }
    const form = resolveLeadForm(name, { defaults, variant, own, reportOwn }, caseTypes)
    if (form) resolved[name] = hero ? { ...form, hero } : form
    else broken.add(name)
  }
  return { forms: resolved, broken }
}
