/**
 * Reads which of the form's fields the service refused, from its error answer
 * (`{"errors":[{"message":"Error in 'fields.email'. Invalid email address"}]}`). Never throws.
 */
import type { LeadValues } from './leadTypes.ts'

const FIELD_OF: Record<string, keyof LeadValues> = { firstname: 'firstName', lastname: 'lastName', email: 'email', phone: 'phone', message: 'description' }

export function refusedFields(answer: unknown): (keyof LeadValues)[] {
  const errors = (answer as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return []
  const found = new Set<keyof LeadValues>()
  for (const error of errors) {
    const message = (error as { message?: unknown } | null)?.message
    const name = typeof message === 'string' ? /fields\.(\w+)/.exec(message)?.[1] : undefined
    const field = name ? FIELD_OF[name.toLowerCase()] : undefined
    if (field) found.add(field)
  }
  return [...found]
}
