/** Reads a lead call (v2 or v3) into what the recorder stores, or says in a few words why it is malformed. */
import { BadRequest, parseJsonObject } from './readBody.ts'
import type { LeadApi } from './serviceAnswers.ts'

export interface RecordedLead {
  receivedAt: string
  api: LeadApi
  portalId: string
  formId: string
  contentType: string
  /** v2: the form fields; v3: fields[] flattened to name -> value, plus `context`. */
  fields: Record<string, string>
  context?: unknown
}

export function parseLeadFields(
  api: LeadApi,
  contentType: string,
  body: string,
): Pick<RecordedLead, 'fields' | 'context'> {
  if (api === 'v2') {
    if (!contentType.startsWith('application/x-www-form-urlencoded'))
      throw new BadRequest('a v2 upload must be application/x-www-form-urlencoded')
    return { fields: Object.fromEntries(new URLSearchParams(body)) }
  }
  if (!contentType.startsWith('application/json')) throw new BadRequest('a v3 submission must be application/json')
  const parsed = parseJsonObject(body)
  const fields = parsed.fields
  if (!Array.isArray(fields) || !fields.every(isField))
    throw new BadRequest('a v3 submission needs `fields`: a list of {"name","value"} strings')
  if (
    parsed.context !== undefined &&
    (typeof parsed.context !== 'object' || parsed.context === null || Array.isArray(parsed.context))
  )
    throw new BadRequest('`context` must be an object')
  return { fields: Object.fromEntries(fields.map((f) => [f.name, f.value])), context: parsed.context }
}

function isField(value: unknown): value is { name: string; value: string } {
  const field = value as { name?: unknown; value?: unknown } | null
  return (
    typeof field === 'object' && field !== null && typeof field.name === 'string' && typeof field.value === 'string'
  )
}
