import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decapConfig } from '../../../lib/editor/decapConfig.ts'
import { readEditorSettings } from '../../../lib/editor/editorSettings.ts'
import { checkField } from '../../../lib/editor/fieldCheck.ts'
import { isContentSchemaName } from '../../../lib/editor/contentSchemas.ts'
import type { DecapField } from '../../../lib/editor/schemaFields.ts'

const config = decapConfig({
  backend: 'local',
  settings: readEditorSettings({}),
  repoDir: path.resolve('.'),
  contentDir: path.resolve('content'),
})
const collections = config.collections as { name: string; fields?: DecapField[]; files?: { fields: DecapField[] }[] }[]

function allFields(fields: DecapField[]): DecapField[] {
  return fields.flatMap((f) => [f, ...allFields(f.fields ?? []), ...(f.field ? allFields([f.field]) : [])])
}
const fieldsOf = (name: string) => {
  const collection = collections.find((c) => c.name === name)!
  return allFields(collection.fields ?? collection.files!.flatMap((file) => file.fields))
}

describe('the generated editor configuration uses the checked widgets', () => {
  it.each(['glossary', 'faq', 'attorneys', 'pages', 'site'])(
    '%s: every text and number field is checked, and no Decap pattern words a refusal its own way',
    (name) => {
      const fields = fieldsOf(name)
      expect(fields.filter((f) => ['string', 'text', 'number'].includes(f.widget)).map((f) => f.name)).toEqual([])
      expect(fields.filter((f) => f.pattern)).toEqual([])
      for (const field of fields.filter(
        (f) => String(f.widget).startsWith('checked-') && f.widget !== 'checked-body' && f.widget !== 'checked-forms',
      )) {
        const [schema, ...at] = String(field.check).split('.')
        expect(isContentSchemaName(schema), `${name}: ${field.name}`).toBe(true)
        expect(at.at(-1) === '*' || at.at(-1) === field.name, `${name}: ${field.check}`).toBe(true)
      }
    },
  )

  it('bodies use checked-body, and the rules the browser test relies on are wired', () => {
    for (const name of ['glossary', 'faq', 'attorneys', 'pages'])
      expect(fieldsOf(name).find((f) => f.name === 'body')?.widget).toBe('checked-body')
    expect(fieldsOf('attorneys').find((f) => f.name === 'extension')).toMatchObject({
      widget: 'checked-string',
      check: 'attorneys.extension',
    })
    expect(fieldsOf('pages').find((f) => f.name === 'description')).toMatchObject({ check: 'pages.description' })
    // A page's forms are shown, to be refused beside them (lib/editor/formsCheck.ts).
    expect(fieldsOf('pages').find((f) => f.name === 'forms')?.widget).toBe('checked-forms')
    expect(fieldsOf('site').find((f) => f.name === 'zip')).toMatchObject({ check: 'site.offices.*.zip' })
  })

  it('every check path names a field its schema has', () => {
    for (const name of ['glossary', 'faq', 'attorneys', 'pages', 'site']) {
      for (const field of fieldsOf(name).filter((f) => typeof f.check === 'string')) {
        const [schema, ...at] = String(field.check).split('.')
        // A value no schema field accepts is refused: the path leads to a real schema.
        expect(checkField(schema as 'site', at.join('.'), { not: 'a value' }), String(field.check)).toBeDefined()
      }
    }
  })
})
