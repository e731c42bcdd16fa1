import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BODY_FIELD,
  ORIGINAL_TEXT,
  mdxFormat,
  registerContentFormats,
  yamlFormat,
} from '../../../lib/editor/contentFormats.ts'
import type { EntryData } from '../../../lib/editor/decapTypes.ts'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { memoryEntryCache } from '../../memoryEntryCache.ts'
import { formatProblem } from '../../../lib/content/model/problems.ts'
import { attorneySchema, faqSchema, glossarySchema, pageSchema } from '../../../lib/content/schema/collections.ts'
import {
  attorneyTranslationSchema,
  faqTranslationSchema,
  glossaryTranslationSchema,
  pageTranslationSchema,
} from '../../../lib/content/schema/translations.ts'
import {
  attorneyWithExtension,
  faqWithOrder,
  firstFile,
  firstProseLine,
  glossaryTermToRelate,
  pageWithKeywords,
} from './pickContent.ts'

const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(mdx|yaml)$/.test(name))
  .sort()
const formatOf = (file: string) => (file.endsWith('.mdx') ? mdxFormat : yamlFormat)
const schemaKeys: Record<string, string[]> = {
  pages: Object.keys(pageSchema.shape),
  attorneys: Object.keys(attorneySchema.shape),
  faq: Object.keys(faqSchema.shape),
  glossary: Object.keys(glossarySchema.shape),
  'es/pages': Object.keys(pageTranslationSchema.shape),
  'es/attorneys': Object.keys(attorneyTranslationSchema.shape),
  'es/faq': Object.keys(faqTranslationSchema.shape),
  'es/glossary': Object.keys(glossaryTranslationSchema.shape),
}
/** `pages`, or `es/pages` for a Spanish file. */
const collectionOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('es/') ? 2 : 1)
    .join('/')

/** What Decap does between fromFile and toFile: its store's toJS(), and entryToRaw's final newline. */
function save(file: string, data: EntryData): string {
  const text = formatOf(file).toFile(structuredClone(data))
  return text.endsWith('\n') ? text : `${text}\n`
}
const open = (file: string) => formatOf(file).fromFile(readFileSync(path.join('content', file), 'utf8'))

/** The lines of `after` that differ from `before` (both compared line by line from each end). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n'),
    b = after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length,
    endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) }
}

/**
 * The whole content check (npm run check's loader) on a copy of content/ with one file replaced, put
 * back afterwards; the copy leaves out the Spanish files, so that a new English entry is judged as a
 * file, not as untranslated. One copy for the file, read with a cache in memory: only the replaced file
 * is read again.
 */
const copy = mkdtempSync(path.join(tmpdir(), 'editor-format-'))
cpSync('content', copy, { recursive: true, filter: (source) => !source.startsWith(path.join('content', 'es')) })
const cache = memoryEntryCache()
function problemsWith(file: string, text: string): string[] {
  const target = path.join(copy, file)
  const original = existsSync(target) ? readFileSync(target, 'utf8') : undefined
  writeFileSync(target, text)
  try {
    return runPipeline(copy, { cache }).problems.map(formatProblem)
  } finally {
    if (original === undefined) rmSync(target)
    else writeFileSync(target, original)
  }
}
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('opening and saving an unchanged entry', () => {
  it('covers every MDX and YAML file of content/', () => {
    expect(contentFiles.filter((f) => f.endsWith('.mdx')).length).toBeGreaterThan(100)
    expect(contentFiles).toContain('site.yaml')
    expect(contentFiles.filter((f) => f.startsWith('es/') && f.endsWith('.mdx')).length).toBeGreaterThan(0)
  })

  it.each(contentFiles)('%s comes back byte-identical', (file) => {
    expect(save(file, open(file))).toBe(readFileSync(path.join('content', file), 'utf8'))
  })

  it.each(contentFiles.filter((f) => f.endsWith('.mdx')))(
    '%s comes back byte-identical after the widgets normalise it',
    (file) => {
      const data = open(file)
      const normalised: EntryData = { ...data, [BODY_FIELD]: `${String(data[BODY_FIELD]).trim()}` }
      for (const key of schemaKeys[collectionOf(file)]!) {
        if (!(key in data)) normalised[key] = ''
        else if (typeof data[key] === 'number') normalised[key] = String(data[key])
      }
      expect(save(file, normalised)).toBe(readFileSync(path.join('content', file), 'utf8'))
    },
  )
})

describe('a changed field changes only its lines', () => {
  it('an attorney extension: one line, still quoted, and the content check passes', () => {
    const { file, extension, unused } = attorneyWithExtension()
    const saved = save(file, { ...open(file), extension: unused })
    expect(changedLines(readFileSync(`content/${file}`, 'utf8'), saved)).toEqual({
      removed: [`extension: "${extension}"`],
      added: [`extension: "${unused}"`],
    })
    expect(problemsWith(file, saved)).toEqual([])
  })

  it('an FAQ answer (the body): only its paragraph', () => {
    const file = firstFile('faq')
    const data = open(file)
    const line = firstProseLine(readFileSync(`content/${file}`, 'utf8'))
    const body = String(data[BODY_FIELD]).replace(line, `Edited. ${line}`)
    const saved = save(file, { ...data, [BODY_FIELD]: body })
    const { removed, added } = changedLines(readFileSync(`content/${file}`, 'utf8'), saved)
    expect(removed).toHaveLength(1)
    expect(removed).toEqual([line])
    expect(added).toEqual([`Edited. ${line}`])
    expect(problemsWith(file, saved)).toEqual([])
  })

  it('a page description and a removed keyword list: only those lines', () => {
    const file = pageWithKeywords()
    const original = readFileSync(`content/${file}`, 'utf8')
    const description =
      'Hurt at JFK, LaGuardia or a Long Island airport? Our lawyers handle terminal, baggage and shuttle injuries.'
    const saved = save(file, { ...open(file), description, keywords: [] })
    const { removed, added } = changedLines(original, saved)
    expect(removed[0]).toMatch(/^description: "/)
    expect(removed.slice(1).every((line) => /^(keywords:| {2}- )/.test(line))).toBe(true)
    expect(added).toEqual([`description: "${description}"`])
    expect(problemsWith(file, saved)).toEqual([])
  })

  it('a glossary term gains a related term: the list grows by one line', () => {
    const { file, add } = glossaryTermToRelate()
    const data = open(file)
    const related = [...(data.relatedTerms as string[]), add]
    const saved = save(file, { ...data, relatedTerms: related })
    const { added } = changedLines(readFileSync(`content/${file}`, 'utf8'), saved)
    expect(added.filter((line) => !readFileSync(`content/${file}`, 'utf8').split('\n').includes(line))).toEqual([
      `  - ${add}`,
    ])
    expect(problemsWith(file, saved)).toEqual([])
  })

  it('a nested fact of site.yaml (an office ZIP): one line, comments kept', () => {
    const data = open('site.yaml')
    const offices = structuredClone(data.offices) as { zip: string }[]
    const oldZip = offices[0]!.zip
    offices[0]!.zip = '11788'
    const saved = save('site.yaml', { ...data, offices })
    const { removed, added } = changedLines(readFileSync('content/site.yaml', 'utf8'), saved)
    expect(removed).toEqual([expect.stringContaining(oldZip)])
    expect(added).toEqual([removed[0]!.replace(oldZip, '11788')])
    expect(problemsWith('site.yaml', saved)).toEqual([])
  })

  it('a number typed as text stays a number', () => {
    const { file, order } = faqWithOrder()
    const saved = save(file, { ...open(file), order: String(order + 1) })
    expect(changedLines(readFileSync(`content/${file}`, 'utf8'), saved)).toEqual({
      removed: [`order: ${order}`],
      added: [`order: ${order + 1}`],
    })
  })

  it('a text that YAML would read as something else is quoted', () => {
    const file = firstFile('glossary')
    const saved = save(file, { ...open(file), term: '2024-01-01' })
    expect(saved).toMatch(/^term: "2024-01-01"$/m)
  })
})

describe('a new entry', () => {
  it("is written as frontmatter in the form's field order, without empty fields, and passes the content check", () => {
    const saved = save('glossary/new.mdx', {
      term: 'Tolling',
      category: 'Legal Procedures',
      relatedTerms: [],
      practiceAreas: [],
      lists: ['legal-glossary'],
      [BODY_FIELD]:
        'Tolling pauses the time limit for filing a lawsuit, for example while the injured person is a minor.',
    })
    expect(saved).toBe(
      '---\nterm: Tolling\ncategory: Legal Procedures\nlists:\n  - legal-glossary\n---\n\nTolling pauses the time limit for filing a lawsuit, for example while the injured person is a minor.\n',
    )
    expect(problemsWith('glossary/tolling.mdx', saved)).toEqual([])
  })

  it('writes a list used twice out twice, never as a YAML anchor and alias (content refuses those)', () => {
    const lists = ['legal-glossary']
    const saved = yamlFormat.toFile({ first: lists, second: lists })
    expect(saved).toBe('first:\n  - legal-glossary\nsecond:\n  - legal-glossary\n')
  })

  it('keeps no hidden field in the file', () => {
    expect(save('glossary/x.mdx', { term: 'A term', [BODY_FIELD]: 'x' })).not.toContain(ORIGINAL_TEXT)
  })
})

it('registers both formats under the names and extensions config.yml uses', () => {
  const registered: [string, string][] = []
  registerContentFormats({
    registerCustomFormat: (name, extension) => {
      registered.push([name, extension])
    },
  })
  expect(registered).toEqual([
    ['content-mdx', 'mdx'],
    ['content-yaml', 'yaml'],
  ])
})
