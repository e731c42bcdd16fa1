/**
 * The Spanish files (content/es/) in the editor: their collections, each after the English one it
 * translates; the checks before a save by the translation schemas, in npm run check's words, with
 * Spanish bodies judged in Spanish; saving keeps `sourceHash`; the site index lists the Spanish pages.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { RESULTS_DISCLAIMER, RESULTS_DISCLAIMER_ES } from '../../../lib/content/schema/resultsDisclaimer.ts'
import { englishLinkMessage, spanishLinkMessage } from '../../../lib/content/check/languageLinks.ts'
import { bodyProblems } from '../../../lib/editor/bodyCheck.ts'
import { buildSiteIndex } from '../../../lib/editor/buildSiteIndex.ts'
import { registerContentChecks } from '../../../lib/editor/contentChecks.ts'
import { BODY_FIELD, mdxFormat } from '../../../lib/editor/contentFormats.ts'
import { schemaNameForPath } from '../../../lib/editor/contentSchemas.ts'
import { decapConfig } from '../../../lib/editor/decapConfig.ts'
import type { DecapCms, PreSaveArgs } from '../../../lib/editor/decapTypes.ts'
import { readEditorSettings } from '../../../lib/editor/editorSettings.ts'
import { checkEntry } from '../../../lib/editor/entryCheck.ts'
import { linkProblem } from '../../../lib/editor/siteCheck.ts'
import type { DecapField } from '../../../lib/editor/schemaFields.ts'
import { TRANSLATION_RECORD_WIDGET } from '../../../lib/editor/translationReview.ts'
import { firstFile } from './pickContent.ts'

const FOLDERS = ['pages', 'attorneys', 'faq', 'glossary'] as const
const QUESTION_RULE = 'should start with "¿" and end with "?", as a Spanish question does'

const config = decapConfig({
  backend: 'local',
  settings: readEditorSettings({}),
  repoDir: path.resolve('.'),
  contentDir: path.resolve('content'),
})
const collections = config.collections as { name: string; folder?: string; fields?: DecapField[] }[]
const fieldOf = (collection: string, name: string) =>
  collections.find((c) => c.name === collection)!.fields!.find((f) => f.name === name)!

/** Immutable.js's Map as far as the checks read it. */
const immutable = (values: Record<string, unknown>) => ({ get: (key: string) => values[key], toJS: () => values })

function fakeCms() {
  const listeners: Record<string, (args: PreSaveArgs) => unknown> = {}
  const cms: Pick<DecapCms, 'getWidget' | 'registerWidget' | 'registerEventListener'> = {
    getWidget: () => ({ control: () => null }),
    registerWidget: () => {},
    registerEventListener: ({ name, handler }) => {
      listeners[name] = handler
    },
  }
  registerContentChecks(cms)
  return { preSave: listeners.preSave! }
}

const faqFile = firstFile('es/faq')
const faqText = readFileSync(`content/${faqFile}`, 'utf8')
const faq = mdxFormat.fromFile(faqText)
const spanishFaqEntry = (data: Record<string, unknown>) =>
  immutable({ path: `content/${faqFile}`, collection: 'es-faq', data: immutable(data) })

describe('the Spanish collections', () => {
  it('follow each English collection, reading content/es/<folder>/', () => {
    const names = collections.map((c) => c.name)
    for (const folder of FOLDERS) {
      expect(names.indexOf(`es-${folder}`), folder).toBe(names.indexOf(folder) + 1)
      expect(collections.find((c) => c.name === `es-${folder}`)?.folder).toBe(`content/es/${folder}`)
    }
  })

  it('name the English entry they translate from its collection, and show sourceHash as words, never to type', () => {
    for (const folder of FOLDERS) {
      expect(fieldOf(`es-${folder}`, 'translationOf')).toMatchObject({
        widget: 'relation',
        collection: folder,
        value_field: '{{slug}}',
      })
      expect(fieldOf(`es-${folder}`, 'sourceHash')).toMatchObject({ widget: TRANSLATION_RECORD_WIDGET })
      expect(fieldOf(`es-${folder}`, BODY_FIELD).widget).toBe('checked-body')
    }
    expect(fieldOf('es-faq', 'question')).toMatchObject({ widget: 'checked-string', check: 'es-faq.question' })
    expect(fieldOf('es-pages', 'forms')).toMatchObject({ widget: 'checked-forms' })
  })

  it('are found by their folder', () => {
    expect(schemaNameForPath(`content/${faqFile}`)).toBe('es-faq')
    expect(schemaNameForPath('content/es/pages/inicio.mdx')).toBe('es-pages')
    expect(schemaNameForPath('content/faq/cost.mdx')).toBe('faq')
  })
})

describe('the check before saving a Spanish entry', () => {
  const { preSave } = fakeCms()

  it('lets an unchanged Spanish FAQ entry through', () => {
    expect(checkEntry('es-faq', faq)).toEqual([])
    expect(preSave({ entry: spanishFaqEntry(faq) })).toBeUndefined()
  })

  it('refuses a Spanish question without "¿" in the check\'s words', () => {
    const question = String(faq.question).replace(/^¿/, '')
    expect(checkEntry('es-faq', { ...faq, question })).toEqual([`\`question\` ${QUESTION_RULE}.`])
    expect(() => preSave({ entry: spanishFaqEntry({ ...faq, question }) })).toThrow(
      `Not saved: \`question\` ${QUESTION_RULE}.`,
    )
  })

  it('judges a Spanish body by the Spanish results sentence', () => {
    const result = 'Recuperamos $1,000,000 para un cliente.'
    expect(checkEntry('es-faq', { ...faq, [BODY_FIELD]: `${result} ${RESULTS_DISCLAIMER_ES}.` })).toEqual([])
    const refused = checkEntry('es-faq', { ...faq, [BODY_FIELD]: `${result} ${RESULTS_DISCLAIMER}.` })
    expect(refused).toEqual([expect.stringContaining(RESULTS_DISCLAIMER_ES)])
  })

  it('keeps sourceHash and every other line when the question changes', () => {
    const question = `${String(faq.question).replace(/\?$/, '')}, de verdad?`
    const saved = mdxFormat.toFile({ ...structuredClone(faq), question })
    const before = faqText.split('\n')
    const after = saved.split('\n')
    expect(after.filter((line) => !before.includes(line))).toEqual([expect.stringContaining('de verdad?')])
    expect(after.find((line) => line.startsWith('sourceHash:'))).toBe(
      before.find((line) => line.startsWith('sourceHash:')),
    )
  })
})

const content = runPipeline(path.resolve('content'))
const index = buildSiteIndex(content)

describe('the site index', () => {
  const spanishPages = readdirSync('content/es/pages').filter((f) => f.endsWith('.mdx'))

  it('lists every Spanish page, so links to Spanish pages are judged against them', () => {
    expect(spanishPages.length).toBeGreaterThan(0)
    for (const file of spanishPages) expect(index.pages.map((p) => p.file)).toContain(`content/es/pages/${file}`)
    const spanish = content.es.pages[0]!.data.path
    expect(linkProblem(index, spanish)).toBeUndefined()
    expect(linkProblem(index, `${spanish}-no-such-page`)).toContain('goes to no page')
  })
})

describe('links across languages, as npm run check refuses them', () => {
  const spanish = content.es.pages[0]!
  const english = content.pages[0]!
  const spanishEntry = { file: `content/es/pages/${path.basename(spanish.file)}`, schema: 'es-pages' as const }
  const englishEntry = { file: `content/pages/${path.basename(english.file)}`, schema: 'pages' as const }

  it('refuses a Spanish page linking to an English page, and an English page linking to a Spanish one', () => {
    const toEnglish = bodyProblems(`See [this](${english.data.path}).\n`, 0, index, {
      ...spanishEntry,
      path: spanish.data.path,
    })
    expect(toEnglish).toEqual([{ line: 1, message: englishLinkMessage(english.data.path) }])
    const toSpanish = bodyProblems(`See [this](${spanish.data.path}).\n`, 0, index, {
      ...englishEntry,
      path: english.data.path,
    })
    expect(toSpanish).toEqual([{ line: 1, message: spanishLinkMessage(spanish.data.path) }])
  })

  it('lets each page link within its language', () => {
    expect(
      bodyProblems(`See [this](${spanish.data.path}).\n`, 0, index, { ...spanishEntry, path: spanish.data.path }),
    ).toEqual([])
    expect(
      bodyProblems(`See [this](${english.data.path}).\n`, 0, index, { ...englishEntry, path: english.data.path }),
    ).toEqual([])
  })
})
