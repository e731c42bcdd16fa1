/**
 * Puts the content checks into the generated editor configuration: every text and number field
 * gets the `checked-*` widget of its kind (lib/editor/contentChecks.ts) with its schema path
 * (`check: site.offices.*.zip`), and bodies `checked-body`. The `pattern`s go: Decap words a broken
 * pattern its own way ("... didn't match the pattern"), the checked widget in npm run check's.
 */
import { BODY_FIELD } from './contentFormats.ts'
import { isContentSchemaName } from './contentSchemas.ts'
import type { DecapField } from './schemaFields.ts'

const CHECKED: Record<string, string> = { string: 'checked-string', text: 'checked-text', number: 'checked-number' }

/** `at`: the field's path in the schema (`offices`, `*`, `zip`); a list's items are `*`. */
function checkedField(field: DecapField, schema: string, at: string[]): DecapField {
  const { pattern: _pattern, ...rest } = field
  const widget = CHECKED[field.widget]
  const checked: DecapField = widget ? { ...rest, widget, check: [schema, ...at].join('.') } : { ...field }
  const inside = field.widget === 'list' ? [...at, '*'] : at
  if (field.fields) checked.fields = field.fields.map((child) => checkedField(child, schema, [...inside, child.name]))
  if (field.field) checked.field = checkedField(field.field, schema, inside)
  return checked
}

function checkedFields(fields: DecapField[], schema: string): DecapField[] {
  return fields.map((field) =>
    field.name === BODY_FIELD && field.widget === 'text'
      ? { ...field, widget: 'checked-body' }
      : checkedField(field, schema, [field.name]),
  )
}

interface Collection {
  name: string
  fields?: DecapField[]
  files?: { name: string; fields: DecapField[] }[]
}

/** The collections with checked widgets; a collection (or file) is checked by the schema of its name. */
export function withContentChecks<C extends Collection>(collections: C[]): C[] {
  return collections.map((collection) => {
    if (!isContentSchemaName(collection.name)) return collection
    return {
      ...collection,
      ...(collection.fields ? { fields: checkedFields(collection.fields, collection.name) } : {}),
      ...(collection.files
        ? {
            files: collection.files.map((file) => ({
              ...file,
              fields: checkedFields(file.fields, isContentSchemaName(file.name) ? file.name : collection.name),
            })),
          }
        : {}),
    }
  })
}
