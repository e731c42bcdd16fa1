/**
 * The editor's search finds text inside entries (lib/editor/entrySearch.ts, bodySearch.ts): each
 * folder collection's summary names the body without showing it, and a query matches the entries
 * whose text has its words, searched as Decap's `Backend.search` does (the identifier field, then
 * the summary's fields). The word searched is taken from the content: one in some page's text and
 * in no page's title.
 */
import fuzzy from 'fuzzy'
import { compileStringTemplate, extractTemplateVars } from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js'
import { fromJS } from 'immutable'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentStore } from '../../../lib/content/store.ts'
import { SEARCHED_BODY } from '../../../lib/editor/bodySearch.ts'
import { BODY_FIELD } from '../../../lib/editor/contentFormats.ts'
import { decapConfig } from '../../../lib/editor/decapConfig.ts'
import { readEditorSettings } from '../../../lib/editor/editorSettings.ts'
import entrySearch, { filter, foldText, matchScore } from '../../../lib/editor/entrySearch.ts'

interface Collection {
  name: string
  folder?: string
  summary?: string
  identifier_field?: string
  fields?: { name: string }[]
}
const repoDir = path.resolve('.')
const { collections } = decapConfig({
  backend: 'local',
  settings: readEditorSettings({}),
  repoDir,
  contentDir: path.join(repoDir, 'content'),
}) as unknown as { collections: Collection[] }
const pages = collections.find((c) => c.name === 'pages')!

/** The text Decap searches in an entry: the identifier field and the summary's fields, joined. */
const searched = (collection: Collection) => {
  const fields = [collection.identifier_field!, ...extractTemplateVars(collection.summary!)]
  return (data: Record<string, unknown>) => fields.map((f) => String(data[f] ?? '')).join(' ')
}

const pageData = contentStore().pages.map((p) => ({ ...p.data, [BODY_FIELD]: p.body }) as Record<string, unknown>)
const titles = pageData.map((p) => foldText(String(p.title))).join(' ')

/** A word of some pages' text (7 letters or more) that no page's title has, found in the fewest pages. */
function wordInTextOnly(): string {
  const counts = new Map<string, number>()
  for (const page of pageData) {
    const words = new Set(foldText(String(page[BODY_FIELD])).match(/\p{L}{7,}/gu) ?? [])
    for (const word of words) if (!titles.includes(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  const [word] = [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]!
  return word
}

describe("the editor's search", () => {
  it("names each folder collection's body in its summary, and the list rows read as before", () => {
    const folders = collections.filter((c) => c.folder && c.fields?.some((f) => f.name === BODY_FIELD))
    expect(folders.map((c) => c.name)).toEqual(
      expect.arrayContaining(['pages', 'faq', 'glossary', 'attorneys', 'es-pages']),
    )
    for (const collection of folders) {
      expect(collection.summary!.endsWith(SEARCHED_BODY), collection.name).toBe(true)
      expect(extractTemplateVars(collection.summary!)).toContain(BODY_FIELD)
    }
    const data = fromJS(pageData[0]!)
    const before = pages.summary!.slice(0, -SEARCHED_BODY.length)
    expect(compileStringTemplate(pages.summary!, null, 'slug', data)).toBe(
      compileStringTemplate(before, null, 'slug', data),
    )
  })

  it("finds a word of the pages' text that no title has: the pages that say it, and only those", () => {
    const word = wordInTextOnly()
    const extract = searched(pages)
    const saying = pageData.filter((p) => foldText(extract(p)).includes(word))
    expect(saying.length).toBeGreaterThan(0)
    const found = filter(word, pageData, { extract }).filter((r) => r.score > 5)
    expect(found.map((r) => r.original)).toEqual(saying)
    // What Decap's own matcher would answer: most pages (the word's letters, in order, anywhere).
    const fuzzyFound = fuzzy.filter(word, pageData, { extract }).filter((r) => r.score > 5)
    expect(fuzzyFound.length).toBeGreaterThan(found.length)
  })

  it('needs every word of the query, ignores case and accents, and ranks a word found earlier higher', () => {
    expect(matchScore('LESION cerebral', 'Una lesión cerebral traumática')).toBeGreaterThan(5)
    expect(matchScore('lesion hombro', 'Una lesión cerebral traumática')).toBeUndefined()
    const early = matchScore('fault', 'Comparative fault ...')!
    const late = matchScore('fault', `${'x '.repeat(400)}fault`)!
    expect(early).toBeGreaterThan(late)
    expect(late).toBeGreaterThan(5)
  })

  it("keeps the fuzzy package's API (Decap's relation pickers and media library use it too)", () => {
    const items = [{ name: 'jane-doe.jpg' }, { name: 'john-roe.jpg' }]
    expect(entrySearch.filter('jane', items, { extract: (i) => i.name })).toEqual([
      { string: 'jane-doe.jpg', score: expect.any(Number), index: 0, original: items[0] },
    ])
    expect(filter('', items, { extract: (i) => i.name })).toHaveLength(2)
    expect(entrySearch.test('doe', 'jane-doe.jpg')).toBe(true)
    expect(entrySearch.match('zzz', 'jane-doe.jpg')).toBeNull()
    expect(entrySearch.simpleFilter('roe', ['jane-doe', 'john-roe'])).toEqual(['john-roe'])
  })
})
