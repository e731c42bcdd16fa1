/**
 * Checks one form field against its zod schema, then its words against the advertising rules
 * (lib/content/check/advertising/), and words the refusal as `npm run check` does
 * (lib/content/read/describeIssue.ts), without the `file:line:` that a form does not need.
 */
import type { z } from 'zod'
import { describeIssue } from '../content/read/describeIssue.ts'
import { valueAdvertisingProblems } from '../content/check/advertising/checkAdvertising.ts'
import { contentSchemas, schemaLanguage, type ContentSchemaName } from './contentSchemas.ts'
import { isAbsent } from './sameValue.ts'

interface SchemaDef {
  type?: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  valueType?: z.ZodType
}
const defOf = (schema: z.ZodType | undefined) => (schema as { def?: SchemaDef } | undefined)?.def

/** Optional, default and nullable wrappers removed: the schema that judges a present value. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema
  while (defOf(current)?.innerType) current = defOf(current)!.innerType
  return current
}

/** The schema of the field at `path` (`offices.*.zip`: `*` is any item of a list). */
export function fieldSchema(root: z.ZodType, path: readonly string[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = root
  for (const segment of path) {
    const def = defOf(unwrap(current))
    current = segment === '*' || /^\d+$/.test(segment) ? def?.element : (def?.shape?.[segment] ?? def?.valueType)
    if (!current) return undefined
  }
  return current
}

/** A number field's value arrives from the form as text ("12"): read it as the schema's type. */
function asSchemaType(schema: z.ZodType, value: unknown): unknown {
  const type = defOf(unwrap(schema))?.type
  if (type === 'number' && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value)
  return value
}

/**
 * The sentence refusing `value` for the field at `path` (dotted, `*` for list items) of the named
 * schema, or undefined when the schema and the advertising rules accept it. An empty value is left to the form's own
 * "required" check, as an absent optional field is what an empty one is saved as.
 */
export function checkField(schemaName: ContentSchemaName, path: string, value: unknown): string | undefined {
  if (isAbsent(value)) return undefined
  const root: z.ZodType = contentSchemas[schemaName]
  const segments = path.split('.')
  const schema = fieldSchema(root, segments)
  if (!schema) return undefined
  const checked = schema.safeParse(asSchemaType(schema, value), { reportInput: true })
  if (checked.success) return valueAdvertisingProblems(value, segments, schemaLanguage(schemaName))[0]?.message
  const issue = checked.error.issues[0]!
  const named = segments.filter((s) => s !== '*')
  return describeIssue({ ...issue, path: [...named, ...issue.path] } as z.core.$ZodIssue, root)
}
