/**
 * Turns a collection's zod schema into Decap CMS fields: each key of the schema becomes a widget
 * with its `required`, `pattern` and choices, so the editor's form asks for what `npm run check`
 * accepts. A schema shape with no widget here throws, naming the field (tests/unit/editor/schemaFields.test.ts).
 */
import { z } from 'zod'
import { BOOLEAN_IN_EFFECT_WIDGET } from './widgetNames.ts'

export interface DecapField {
  name: string
  label?: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  default?: unknown
  options?: (string | { label: string; value: string })[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  field?: DecapField
  fields?: DecapField[]
  /** A list's row label, e.g. `{{fields.label}}` (Decap's template). */
  summary?: string
  [key: string]: unknown
}

/** A field the generated widget does not fit (a list fed by content, a longer text): replaces it by name path, e.g. `category`. */
export type FieldOverrides = Record<string, Partial<DecapField>>

interface JsonSchema {
  type?: string
  enum?: string[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
}

export class NoWidgetError extends Error {}

/** `camelCase` -> `Camel case`: the label an editor reads. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema's own words for a value that breaks the pattern (e.g. `must be 2 to 5 digits ...`). */
function patternMessage(schema: z.ZodType | undefined, json: JsonSchema): string {
  const result = schema?.safeParse('\u0000')
  const issue = result && !result.success ? result.error.issues.find((i) => i.code === 'invalid_format') : undefined
  if (issue && !issue.message.startsWith('Invalid')) return issue.message
  if (json.format === 'email') return 'must be an e-mail address like name@example.com'
  if (json.format === 'starts_with') return `must start with \`${json.pattern?.replace(/^\^\\?(.).*$/, '$1')}\``
  return 'is not written the way this field needs: see docs/CONTENT.md'
}

function lengthHint(json: JsonSchema): string | undefined {
  const { minLength: min, maxLength: max } = json
  if (min && max) return `${min} to ${max} characters.`
  if (max) return `Up to ${max} characters.`
  if (min && min > 3) return `At least ${min} characters.`
  return undefined
}

/** Unwraps optional, default and refine wrappers to reach the schema that has a shape or an element. */
function inner(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema as { _zod?: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } } | undefined
  while (current?._zod && ['optional', 'default', 'nullable', 'prefault', 'pipe'].includes(current._zod.def.type)) {
    current = (current._zod.def.innerType ?? current._zod.def.in) as typeof current
  }
  return current as z.ZodType | undefined
}

function childSchema(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  const object = inner(schema) as { shape?: Record<string, z.ZodType> } | undefined
  return object?.shape?.[key]
}

function elementSchema(schema: z.ZodType | undefined): z.ZodType | undefined {
  return (inner(schema) as { element?: z.ZodType } | undefined)?.element
}

function widgetFor(
  name: string,
  json: JsonSchema,
  schema: z.ZodType | undefined,
  path: string,
  overrides: FieldOverrides,
): DecapField {
  const base: DecapField = { name, label: labelFor(name), widget: 'string' }
  const override = overrides[path]
  const field = override?.widget
    ? { ...base, ...override }
    : { ...base, ...generated(name, json, schema, path, overrides), ...override }
  return field
}

function generated(
  name: string,
  json: JsonSchema,
  schema: z.ZodType | undefined,
  path: string,
  overrides: FieldOverrides,
): Partial<DecapField> {
  const withDefault = json.default !== undefined && !Array.isArray(json.default) ? { default: json.default } : {}
  if (json.anyOf) {
    const choice = json.anyOf.find((option) => option.type === 'string' && option.const !== '')
    if (choice) return generated(name, choice, schema, path, overrides)
  }
  switch (json.type) {
    case 'string': {
      if (json.enum) return { widget: 'select', options: [...json.enum], ...withDefault }
      const pattern: Partial<DecapField> = json.pattern ? { pattern: [json.pattern, patternMessage(schema, json)] } : {}
      const long = (json.maxLength ?? 0) > 100 || (json.minLength ?? 0) >= 40
      const hint = lengthHint(json)
      return { widget: long ? 'text' : 'string', ...pattern, ...(hint ? { hint } : {}), ...withDefault }
    }
    case 'integer':
    case 'number': {
      const limits = {
        ...(json.minimum !== undefined ? { min: json.minimum } : {}),
        ...(json.maximum !== undefined && json.maximum < 1e9 ? { max: json.maximum } : {}),
      }
      return { widget: 'number', value_type: json.type === 'integer' ? 'int' : 'float', ...limits, ...withDefault }
    }
    case 'boolean':
      // With a default: the switch shows it when the file leaves the field out (./valueInEffect.ts).
      return { widget: json.default === undefined ? 'boolean' : BOOLEAN_IN_EFFECT_WIDGET, ...withDefault }
    case 'array': {
      const items = json.items ?? {}
      const min = json.minItems ? { min: json.minItems } : {}
      if (items.type === 'string' && items.enum)
        return { widget: 'select', multiple: true, options: [...items.enum], ...min }
      const element = elementSchema(schema)
      if (items.type === 'object' && items.properties) {
        const fields = fieldsFrom(items, element, `${path}.`, overrides)
        return { widget: 'list', ...min, fields, ...listSummary(fields) }
      }
      const field = widgetFor(singular(name), items, element, `${path}[]`, overrides)
      return { widget: 'list', ...min, field, ...listSummary([field]) }
    }
    case 'object':
      if (json.properties) return { widget: 'object', fields: fieldsFrom(json, inner(schema), `${path}.`, overrides) }
  }
  throw new NoWidgetError(
    `The schema field \`${path}\` has no editor widget: give it one in lib/editor/schemaFields.ts or an override in lib/editor/collections.ts.`,
  )
}

/** Fields whose value names a list item best, in order of preference. */
const NAMING_FIELDS = ['name', 'label', 'title', 'term', 'question']

/**
 * A collapsed list row shows its value (`Car accident lawyer`), not the field's label repeated
 * (`Keyword Keyword Keyword`): the naming field, else the first text field.
 */
function listSummary(fields: DecapField[]): Pick<DecapField, 'summary'> {
  const text = fields.filter((f) => f.widget === 'string' || f.widget === 'text' || f.widget === 'select')
  const named = NAMING_FIELDS.map((name) => text.find((f) => f.name === name)).find(Boolean) ?? text[0]
  return named ? { summary: `{{fields.${named.name}}}` } : {}
}

function singular(name: string): string {
  if (name.endsWith('ses')) return name.slice(0, -2)
  return name.endsWith('s') ? name.slice(0, -1) : name
}

function fieldsFrom(
  json: JsonSchema,
  schema: z.ZodType | undefined,
  prefix: string,
  overrides: FieldOverrides,
): DecapField[] {
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([key, property]) => {
    const field = widgetFor(key, property, childSchema(schema, key), `${prefix}${key}`, overrides)
    return required.has(key) ? field : { ...field, required: false }
  })
}

/** The Decap fields of a zod object schema, in the schema's key order (new files keep that order). */
export function schemaFields(schema: z.ZodType, overrides: FieldOverrides = {}): DecapField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fieldsFrom(json, schema, '', overrides)
}
