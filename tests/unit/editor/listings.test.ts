/** How the editor lists entries and where "View Live" goes: by title, each row its value, each entry its page. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mdxRegistry } from '../../../lib/content/schema/componentRegistry.ts'
import { checkBody } from '../../../lib/editor/bodyCheck.ts'
import { editorCollections } from '../../../lib/editor/collections.ts'
import { componentSnippets, type ComponentSnippet } from '../../../lib/editor/componentSnippets.ts'
import { BODY_FIELD, mdxFormat } from '../../../lib/editor/contentFormats.ts'
import { previewPaths } from '../../../lib/editor/previewPaths.ts'
import { schemaFields, type DecapField } from '../../../lib/editor/schemaFields.ts'
import { pageSchema, siteSchema } from '../../../lib/content/schema/collections.ts'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

type Pages = Record<string, { path: string; body: string }>

function writePages(folder: string, pages: Pages): void {
  mkdirSync(folder, { recursive: true })
  for (const [file, page] of Object.entries(pages))
    writeFileSync(path.join(folder, file), `---\ntitle: A page\npath: ${page.path}\n---\n\n${page.body}\n`)
}

/** A content folder holding only these pages (file name -> path and body), and these Spanish ones. */
function contentWithPages(pages: Pages, spanish?: Pages): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-preview-'))
  dirs.push(dir)
  writePages(path.join(dir, 'pages'), pages)
  if (spanish) writePages(path.join(dir, 'es', 'pages'), spanish)
  return dir
}

describe('"View Live"', () => {
  it('opens a page at its path, an attorney at their own page under the page that lists them, and terms and questions on the page that lists them', () => {
    const dir = contentWithPages({
      'a.mdx': { path: '/our-team', body: '## The team\n\n<AttorneyList headingLevel={3} />' },
      'b.mdx': { path: '/words', body: '<LegalGlossary />' },
      'c.mdx': { path: '/questions', body: 'Intro\n\n<FaqAndGlossary/>' },
      'd.mdx': { path: '/', body: 'No list here.' },
    })
    expect(previewPaths(dir)).toEqual({
      pages: '{{fields.path}}',
      attorneys: '/our-team/{{slug}}',
      glossary: '/words#{{slug}}',
      faq: '/questions',
    })
  })

  it('opens a Spanish entry on the Spanish page that lists it, never on an English page', () => {
    const dir = contentWithPages(
      {
        'a.mdx': { path: '/our-team', body: '<AttorneyList />' },
        'b.mdx': { path: '/words', body: '<LegalGlossary />' },
        'c.mdx': { path: '/questions', body: '<FaqAndGlossary/>' },
      },
      {
        'a.mdx': { path: '/es/equipo', body: '## El equipo\n\n<AttorneyList headingLevel={3} />' },
        'b.mdx': { path: '/es/palabras', body: '<LegalGlossary />' },
        'c.mdx': { path: '/es/preguntas', body: '<FaqAndGlossary/>' },
      },
    )
    expect(previewPaths(dir, 'es')).toEqual({
      pages: '{{fields.path}}',
      attorneys: '/es/equipo/{{slug}}',
      glossary: '/es/palabras#{{slug}}',
      faq: '/es/preguntas',
    })
    const spanish = editorCollections({ content: 'content', contentDir: dir, guide: (a) => `#${a}` }) as {
      name: string
      preview_path?: string
    }[]
    expect(spanish.find((c) => c.name === 'es-glossary')?.preview_path).toBe('/es/palabras#{{slug}}')
    expect(spanish.find((c) => c.name === 'es-attorneys')?.preview_path).toBe('/es/equipo/{{slug}}')
  })

  it('has no Spanish address where no Spanish page lists the collection', () => {
    const dir = contentWithPages({ 'a.mdx': { path: '/words', body: '<LegalGlossary />' } })
    expect(previewPaths(dir, 'es').glossary).toBeUndefined()
  })

  it('has no address for a collection no page lists', () => {
    const dir = contentWithPages({ 'a.mdx': { path: '/', body: 'Nothing listed.' } })
    expect(previewPaths(dir)).toEqual({
      pages: '{{fields.path}}',
      attorneys: undefined,
      glossary: undefined,
      faq: undefined,
    })
  })
})

describe('the lists', () => {
  const collections = editorCollections({
    content: 'content',
    contentDir: path.resolve('content'),
    guide: (anchor) => `#${anchor}`,
  }) as { name: string; identifier_field?: string; sortable_fields?: unknown[]; preview_path?: string }[]

  it.each([
    ['glossary', 'term'],
    ['faq', 'question'],
    ['attorneys', 'name'],
    ['pages', 'title'],
  ])('%s are sorted by their %s, which names each entry', (name, title) => {
    const collection = collections.find((c) => c.name === name)!
    expect(collection.identifier_field).toBe(title)
    expect(collection.sortable_fields![0]).toEqual({ field: title, default_sort: true })
  })

  it('show a list row by its value, not the field name repeated', () => {
    const fields = [...schemaFields(pageSchema, { forms: { widget: 'hidden' } }), ...schemaFields(siteSchema)]
    const byName = (list: DecapField[] | undefined, name: string) => list!.find((f) => f.name === name)!
    expect(byName(fields, 'keywords').summary).toBe('{{fields.keyword}}')
    expect(byName(fields, 'offices').summary).toBe('{{fields.name}}')
    expect(byName(fields, 'navigation').summary).toBe('{{fields.label}}')
  })
})

describe('a body in the form', () => {
  it('has no blank first line and no hidden last line break, and is saved back byte for byte', () => {
    const file = '---\nquestion: "Why?"\n---\n\nBecause.\n\n- one\n- two\n'
    const data = mdxFormat.fromFile(file)
    expect(data[BODY_FIELD]).toBe('Because.\n\n- one\n- two')
    expect(mdxFormat.toFile(data)).toBe(file)
    expect(mdxFormat.toFile({ ...data, [BODY_FIELD]: 'Because.\n\n- one' })).toBe(
      '---\nquestion: "Why?"\n---\n\nBecause.\n\n- one\n',
    )
  })
})

describe('the insert menu of a body', () => {
  const collections = editorCollections({
    content: 'content',
    contentDir: path.resolve('content'),
    guide: (anchor) => `#${anchor}`,
  }) as unknown as { name: string; fields: DecapField[] }[]
  const menuOf = (name: string) =>
    collections.find((c) => c.name === name)!.fields.find((f) => f.name === BODY_FIELD)!.components as
      | ComponentSnippet[]
      | undefined

  it("lists every one of the site's components for pages and attorneys, none for plain-text bodies", () => {
    for (const name of ['pages', 'attorneys'])
      expect(
        menuOf(name)!
          .map((s) => s.name)
          .sort(),
      ).toEqual(Object.keys(mdxRegistry).sort())
    expect(menuOf('faq')).toBeUndefined()
    expect(menuOf('glossary')).toBeUndefined()
  })

  it.each(componentSnippets({ office: 'main' }).map((s) => [s.name, s] as const))(
    '%s starts with a tag the body check accepts, its required props named',
    (_name, snippet) => {
      expect(checkBody(snippet.text)).toEqual([])
      for (const prop of snippet.props.split(', ').filter((p) => p.endsWith('(required)')))
        expect(snippet.text).toContain(` ${prop.replace(' (required)', '')}=`)
      expect(snippet.cursor).toBeGreaterThan(snippet.name.length)
      expect(snippet.cursor).toBeLessThanOrEqual(snippet.text.length)
    },
  )
})
