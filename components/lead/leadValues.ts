/** The form's values: blank state, restoring a draft, and the page's own required-field check. */
import type { LeadFieldsConfig, LeadValues } from '../../lib/content/schema/leadTypes.ts'

const ALWAYS_REQUIRED: (keyof LeadValues)[] = ['firstName', 'lastName', 'phone', 'email']

export function blankLead(config: LeadFieldsConfig): LeadValues {
  return { firstName: '', lastName: '', phone: '', email: '', caseType: config.defaultCaseType, description: '' }
}

/** The required fields left empty (or only spaces), in the order the form shows them. */
export function missingFields(values: LeadValues, config: LeadFieldsConfig): (keyof LeadValues)[] {
  const required = config.caseTypeRequired ? [...ALWAYS_REQUIRED, 'caseType' as const] : ALWAYS_REQUIRED
  return required.filter((field) => !values[field].trim())
}

/** A saved draft over the blank form; a case type the form no longer offers falls back to the default. */
export function restoreDraft(config: LeadFieldsConfig, draft: Partial<LeadValues>): LeadValues {
  const values = { ...blankLead(config), ...draft }
  const offered = config.options.some((o) => o.value === values.caseType)
  if (!offered && !(config.options.length && values.caseType === '')) values.caseType = config.defaultCaseType
  return values
}

export function trimmed(values: LeadValues): LeadValues {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as LeadValues
}
