import { contentStore } from '../../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { z } from 'zod'
import {
  attorneySchema,
  faqSchema,
  glossarySchema,
  pageSchema,
  siteSchema,
} from '../../../lib/content/schema/collections.ts'
import { decapConfig } from '../../../lib/editor/decapConfig.ts'
import { editorCollections } from '../../../lib/editor/collections.ts'
import { RELATED_TERMS_WIDGET } from '../../../lib/editor/widgetNames.ts'
import { readEditorSettings } from '../../../lib/editor/editorSettings.ts'
import { NoWidgetError, schemaFields, type DecapField } from '../../../lib/editor/schemaFields.ts'
import { BODY_FIELD, MDX_FORMAT, YAML_FORMAT } from '../../../lib/editor/contentFormats.ts'

const repoDir = path.resolve('.')
const config = (env: NodeJS.ProcessEnv = {}, backend: 'local' | 'github' = 'local') =>
  decapConfig({ backend, settings: readEditorSettings(env), repoDir, contentDir: path.join(repoDir, 'content') })
type Collection = {
  name: string
  folder?: string
  format: string
  fields?: DecapField[]
  files?: { file: string; fields: DecapField[] }[]
}
// The fields as generated from the schemas, before lib/editor/checkedFields.ts swaps in the checked widgets.
const collections = editorCollections({
  content: 'content',
  contentDir: path.join(repoDir, 'content'),
  guide: (anchor) => `#${anchor}`,
}) as Collection[]
const byName = (name: string) => collections.find((c) => c.name === name)!
const field = (fields: DecapField[] | undefined, name: string) => fields!.find((f) => f.name === name)!

/** Every key of the zod object (and of nested objects and lists of objects) has a field of that name. */
function expectEveryKeyHasAField(schema: z.ZodType, fields: DecapField[], where: string) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { type?: string; properties?: object; items?: { properties?: object } }>
  }
  for (const [key, property] of Object.entries(json.properties)) {
    const match = fields.find((f) => f.name === key)
    expect(match, `${where}.${key} has no widget`).toBeDefined()
    expect(match!.widget).toBeTruthy()
    const nested = property.properties ? match!.fields : property.items?.properties ? match!.fields : undefined
    if (property.properties || property.items?.properties)
      expect(nested?.length ?? 0, `${where}.${key}: its parts have no widgets`).toBeGreaterThan(0)
  }
}

describe('the editor collections generated from the content schemas', () => {
  it('give every field of every schema a widget', () => {
    expectEveryKeyHasAField(glossarySchema, byName('glossary').fields!, 'glossary')
    expectEveryKeyHasAField(faqSchema, byName('faq').fields!, 'faq')
    expectEveryKeyHasAField(attorneySchema, byName('attorneys').fields!, 'attorneys')
    expectEveryKeyHasAField(pageSchema, byName('pages').fields!, 'pages')
    expectEveryKeyHasAField(siteSchema, byName('site').files![0]!.fields, 'site')
  })
  it('refuse a schema field they cannot show, naming it', () => {
    const withMap = z.strictObject({ title: z.string(), extra: z.record(z.string(), z.string()) })
    expect(() => schemaFields(withMap)).toThrow(NoWidgetError)
    expect(() => schemaFields(withMap)).toThrow('`extra`')
  })
  it("carry required fields, patterns with the schema's own words, limits and choices", () => {
    const attorneys = byName('attorneys').fields
    expect(field(attorneys, 'extension')).toMatchObject({
      widget: 'string',
      pattern: ['^\\d{2,5}$', 'must be 2 to 5 digits, in quotes, e.g. "214"'],
    })
    expect(field(attorneys, 'photo').required).toBe(false)
    expect(field(attorneys, 'name').required).toBeUndefined()
    expect(field(attorneys, 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
    expect(field(byName('pages').fields, 'description')).toMatchObject({
      widget: 'text',
      hint: '50 to 160 characters.',
    })
    expect(field(byName('faq').fields, 'lists')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: ['home', 'faq', 'current-clients'],
      min: 1,
    })
  })
  it("feed categories and practice areas from the content's own lists", () => {
    const glossary = byName('glossary').fields
    expect(field(glossary, 'category')).toMatchObject({
      widget: 'select',
      options: contentStore().glossaryCategories.categories,
    })
    const areas = field(glossary, 'practiceAreas')
    expect(areas).toMatchObject({ widget: 'select', multiple: true })
    expect(areas.options).toContainEqual({ label: 'Car Accidents', value: 'car-accidents' })
    expect(field(glossary, 'relatedTerms')).toMatchObject({
      widget: RELATED_TERMS_WIDGET,
      collection: 'glossary',
      multiple: true,
    })
  })
  it('edit bodies as raw text in the byte-keeping formats, with the guide linked', () => {
    for (const name of ['glossary', 'faq', 'attorneys', 'pages']) {
      const collection = byName(name)
      expect(collection.format).toBe(MDX_FORMAT)
      expect(collection.folder).toBe(`content/${name}`)
      expect(field(collection.fields, BODY_FIELD).widget).toBe('text')
    }
    expect(byName('site')).toMatchObject({ format: YAML_FORMAT, files: [{ file: 'content/site.yaml' }] })
    const github = config({ EDITOR_REPO: 'firm/website' }, 'github').collections as unknown as Collection[]
    expect(field(github.find((c) => c.name === 'pages')!.fields, BODY_FIELD).hint).toContain(
      'https://github.com/firm/website/blob/main/docs/CONTENT.md#the-building-blocks-a-page-can-use',
    )
  })
})

describe('the editor backend', () => {
  it('saves locally through decap-server as plain files (no editorial workflow)', () => {
    const local = config({ DECAP_SERVER_PORT: '8090' })
    expect(local.backend).toEqual({ name: 'proxy', proxy_url: 'http://localhost:8090/api/v1', branch: 'main' })
    expect(local).not.toHaveProperty('publish_mode')
  })
  it('opens pull requests on GitHub when deployed (editorial workflow)', () => {
    const github = config(
      { EDITOR_REPO: 'firm/website', EDITOR_BRANCH: 'live', EDITOR_AUTH_URL: 'https://auth.firm.example/x' },
      'github',
    )
    expect(github.backend).toEqual({
      name: 'github',
      repo: 'firm/website',
      branch: 'live',
      base_url: 'https://auth.firm.example',
    })
    expect(github.publish_mode).toBe('editorial_workflow')
  })
  it('stops on a bad setting, naming the variable', () => {
    expect(() => readEditorSettings({ EDITOR_REPO: 'https://github.com/firm/website' })).toThrow('EDITOR_REPO')
    expect(() => readEditorSettings({ EDITOR_AUTH_URL: 'auth' })).toThrow('EDITOR_AUTH_URL')
    expect(() => readEditorSettings({ DECAP_SERVER_PORT: 'x' })).toThrow('DECAP_SERVER_PORT')
  })
})
