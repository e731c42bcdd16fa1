/**
 * Which content problems the dev server shows on which page (scripts/devProblemPage.ts, from
 * lib/content/pagesShowing.ts): a small site in both languages, its pages' bodies read as the
 * pipeline reads them, so what each page lists comes from its components.
 */
import { describe, expect, it } from 'vitest'
import type { EntryOrigin } from '../../lib/content/model/entries.ts'
import type { ContentProblem } from '../../lib/content/model/problems.ts'
import { readMdxBody } from '../../lib/content/read/mdxFacts.ts'
import type { ShownContent } from '../../lib/content/pagesShowing.ts'
import { problemPageHtml, problemsOfPage } from '../../scripts/devProblemPage.ts'

const origins = new Map<string, EntryOrigin>()
const entry = (file: string, origin: EntryOrigin, data: object, body = '') => {
  origins.set(file, origin)
  return {
    file,
    slug: file.replace(/^.*\/|\.mdx$/g, ''),
    data,
    analysis: readMdxBody(body, file, 0).facts,
  }
}
const en = (collection: EntryOrigin['collection']): EntryOrigin => ({ collection, language: 'en' })
const es = (collection: EntryOrigin['collection']): EntryOrigin => ({ collection, language: 'es' })

/** The same pages in each language: what each lists is what its body's components show. */
const BODIES = {
  home: '<TeamPreview />\n\n<FaqList list="home" />',
  faq: '<FaqAndGlossary />',
  glossary: '<LegalGlossary />',
  attorneys: '<AttorneyList />',
  clients: '<FaqList list="current-clients" />',
  contact: 'Call us.',
}
type PageName = keyof typeof BODIES
const englishPage = (name: PageName) => `content/pages/${name}.mdx`
const spanishPage = (name: PageName) => `content/es/pages/${name}.mdx`
const names = Object.keys(BODIES) as PageName[]

const site = {
  origins,
  pages: names.map((name) => entry(englishPage(name), en('pages'), {}, BODIES[name])),
  attorneys: [
    entry('content/attorneys/jane.mdx', en('attorneys'), { featured: true }),
    entry('content/attorneys/john.mdx', en('attorneys'), { featured: false }),
  ],
  faq: [entry('content/faq/cost.mdx', en('faq'), { lists: ['faq', 'home'] })],
  glossary: [entry('content/glossary/negligence.mdx', en('glossary'), { lists: ['legal-glossary'] })],
  es: {
    pages: names.map((name) => entry(spanishPage(name), es('pages'), { translationOf: name }, BODIES[name])),
    attorneys: [
      entry('content/es/attorneys/jane.mdx', es('attorneys'), { translationOf: 'jane' }),
      entry('content/es/attorneys/john.mdx', es('attorneys'), { translationOf: 'john' }),
    ],
    faq: [entry('content/es/faq/costo.mdx', es('faq'), { translationOf: 'cost' })],
    glossary: [
      entry('content/es/glossary/negligencia.mdx', es('glossary'), { translationOf: 'negligence' }),
      // Its English term was deleted: it translates no file any more.
      entry('content/es/glossary/huerfano.mdx', es('glossary'), { translationOf: 'deleted-term' }),
    ],
  },
} as unknown as ShownContent

/** The pages (English `en/name`, Spanish `es/name`) that show a problem of this file. */
function pagesShowingProblemOf(file: string): string[] {
  const result = { ...site, problems: [{ file, line: 3, message: 'something is wrong' }] as ContentProblem[] }
  const pages = names.flatMap((name) => [
    [`en/${name}`, englishPage(name)],
    [`es/${name}`, spanishPage(name)],
  ])
  return pages.filter(([, page]) => problemsOfPage(result, page!).length > 0).map(([label]) => label!)
}

describe('problemsOfPage', () => {
  it("shows a Spanish term's problem (a missing sourceHash) only on the Spanish pages that list it", () => {
    expect(pagesShowingProblemOf('content/es/glossary/negligencia.mdx')).toEqual(['es/glossary'])
  })

  it('shows the problem of a Spanish term whose English term was deleted on the Spanish pages that list terms', () => {
    expect(pagesShowingProblemOf('content/es/glossary/huerfano.mdx')).toEqual(['es/faq', 'es/glossary'])
  })

  it("shows a Spanish FAQ entry's problem on the Spanish pages of the lists its English entry is on", () => {
    expect(pagesShowingProblemOf('content/es/faq/costo.mdx')).toEqual(['es/home', 'es/faq'])
  })

  it("shows a Spanish attorney's problem on the Spanish attorneys page, and on the Spanish home when featured there", () => {
    expect(pagesShowingProblemOf('content/es/attorneys/jane.mdx')).toEqual(['es/home', 'es/attorneys'])
    expect(pagesShowingProblemOf('content/es/attorneys/john.mdx')).toEqual(['es/attorneys'])
  })

  it("shows a Spanish page's problem on that page alone", () => {
    expect(pagesShowingProblemOf(spanishPage('contact'))).toEqual(['es/contact'])
  })

  it("shows an English entry's problem on the pages of both languages that list it (the Spanish take its facts)", () => {
    expect(pagesShowingProblemOf('content/glossary/negligence.mdx')).toEqual(['en/glossary', 'es/glossary'])
    expect(pagesShowingProblemOf('content/attorneys/john.mdx')).toEqual(['en/attorneys', 'es/attorneys'])
    expect(pagesShowingProblemOf(englishPage('faq'))).toEqual(['en/faq'])
  })

  it('shows the problem of an entry that could not be read on every page of its language that lists its collection', () => {
    origins.set('content/es/faq/unreadable.mdx', es('faq'))
    expect(pagesShowingProblemOf('content/es/faq/unreadable.mdx')).toEqual(['es/home', 'es/faq', 'es/clients'])
  })

  it('shows a problem of site.yaml, interface.yaml or a list on every page, English and Spanish', () => {
    for (const file of ['content/site.yaml', 'content/interface.yaml', 'content/practice-areas.yaml'])
      expect(pagesShowingProblemOf(file)).toHaveLength(names.length * 2)
  })
})

describe('problemPageHtml', () => {
  it('lists each problem as file:line: message, escaped, and loads the dev client that reloads it', () => {
    const html = problemPageHtml('/x', [
      { file: 'content/pages/x.mdx', line: 9, message: 'a `<script>` is not allowed' },
    ])
    expect(html).toContain('<code>content/pages/x.mdx:9: a `&lt;script&gt;` is not allowed</code>')
    expect(html).toContain('<script type="module" src="/@vite/client"></script>')
  })
})
