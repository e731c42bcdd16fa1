/**
 * Reads which of the form's fields the service refused, from its error answer
 * (`{"errors":[{"message":"Error in 'fields.email'. Invalid email address"}]}`). Never throws.
 */
import type { LeadValues } from '../../lib/content/schema/leadTypes.ts'

const FIELD_OF: Record<string, keyof LeadValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  phone: 'phone',
  message: 'description',
}

export function refusedFields(answer: unknown): (keyof LeadValues)[] {
  const errors = (answer as { errors?: unknown } | null)?.errors
  // The answer came from JSON, so it turns back into JSON; each `fields.<name>` in its errors names a field.
  const names = Array.isArray(errors) ? (JSON.stringify(errors).match(/(?<=fields\.)\w+/g) ?? []) : []
  return [...new Set(names.map((name) => FIELD_OF[name.toLowerCase()]).filter((field) => field !== undefined))]
}
