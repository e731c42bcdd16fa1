import { faqList, glossaryList } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { renderWithFacts } from '../renderWithFacts.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { memoryEntryCache } from '../memoryEntryCache.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { FaqList } from '../../components/blocks/FaqList.tsx'
import { Highlighted } from '../../components/search/Highlighted.tsx'
import { prepareHighlight } from '../../components/search/highlight.ts'

describe('the lists', () => {
  it('uses every glossary category', () => {
    const used = new Set(glossaryList(contentStore(), 'legal-glossary').map((t) => t.data.category))
    expect([...used].sort()).toEqual([...contentStore().glossaryCategories.categories].sort())
  })

  it('never says "specialist" and qualifies every no-fee promise', () => {
    for (const entry of [
      ...faqList(contentStore(), 'faq'),
      ...faqList(contentStore(), 'home'),
      ...faqList(contentStore(), 'current-clients'),
      ...glossaryList(contentStore(), 'faq'),
    ]) {
      expect(entry.body).not.toMatch(/speciali[sz]/i)
      if (/no (attorney's )?fee/i.test(entry.body))
        expect(entry.body, entry.file).toMatch(/costs?[^.]*may (still )?be owed|\*/i)
    }
  })
})

describe('content checks of the lists', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  cpSync('content', dir, { recursive: true })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  // The second test reads again only the files it edits.
  const cache = memoryEntryCache()
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(dir, file)
    writeFileSync(full, readFileSync(full, 'utf8').replace(from, to))
  }

  it('reports a practice area not in practice-areas.yaml, a related term not on the page, a link in an answer and an unknown FAQ list, with file:line', () => {
    edit('glossary/negligence.mdx', '  - car-accidents', '  - car-crashes')
    edit('glossary/negligence.mdx', '  - comparative-negligence', '  - tort')
    edit('faq/trial.mdx', 'Probably not.', 'Probably not, see [our page](/contact).')
    edit('pages/faq.mdx', '<FaqAndGlossary />', '<FaqAndGlossary />\n\n<FaqList list="homepage" />')
    const messages = runPipeline(dir, { cache }).problems.map(formatProblem)
    const file = (name: string) => path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join('/')
    expect(messages).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${file('glossary/negligence.mdx')}:9: practice area \`car-crashes\` is not in content/practice-areas.yaml`,
        ),
      ),
    )
    expect(messages).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${file('glossary/negligence.mdx')}:5: related term \`tort\` is not on /legal-glossary`),
      ),
    )
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^${file('faq/trial.mdx')}:10: this paragraph has a link`)),
    )
    const faqListLine =
      readFileSync(path.join(dir, 'pages/faq.mdx'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('list="homepage"')) + 1
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^${file('pages/faq.mdx')}:${faqListLine}: \`<FaqList>\` needs \`list="..."\``)),
    )
  })

  it('reports a glossary category not in glossary-categories.yaml at its line, with the list to choose from, and a category listed twice', () => {
    edit('glossary/negligence.mdx', 'category: "Legal Concepts"', 'category: "Legal Concept"')
    const legalFees = '- { name: Legal Fees, es: { name: Honorarios legales } }'
    edit('glossary-categories.yaml', `${legalFees}\n`, `${legalFees}\n${legalFees}\n`)
    const messages = runPipeline(dir, { cache }).problems.map(formatProblem)
    const file = (name: string) => path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join('/')
    expect(messages).toContain(
      `${file('glossary/negligence.mdx')}:3: category \`Legal Concept\` is not in ${file('glossary-categories.yaml')}. Use one of: ${contentStore().glossaryCategories.categories.join(', ')}; or add it to that file first.`,
    )
    const twice =
      readFileSync(path.join(dir, 'glossary-categories.yaml'), 'utf8').split('\n').lastIndexOf(legalFees) + 1
    expect(messages).toContain(
      `${file('glossary-categories.yaml')}:${twice}: category \`Legal Fees\` is listed twice: remove one of the two lines.`,
    )
  })
})

describe('rendering', () => {
  it('<FaqList list="home"> is an exclusive <details name> accordion with h3 questions inside <summary>', () => {
    const html = renderWithFacts(createElement(FaqList, { list: 'home' }))
    const questions = faqList(contentStore(), 'home').length
    expect(questions).toBeGreaterThan(0)
    expect(html.match(/<details name="faq-home"/g)).toHaveLength(questions)
    expect(html.match(/<summary[^>]*><h3[^>]*>[^<]+<\/h3>/g)).toHaveLength(questions)
    expect(html).not.toContain('<script')
  })

  it('marks typed text as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      createElement(Highlighted, {
        text: 'a <img src=x onerror=alert(1)> b',
        query: prepareHighlight('<img src=x onerror=alert(1)>'),
      }),
    )
    expect(html).toBe(
      'a <mark class="rounded-sm bg-gold-300 px-0.5 text-navy-950">&lt;img src=x onerror=alert(1)&gt;</mark> b',
    )
  })

  it('marks the words a typing error stands for', () => {
    const html = renderToStaticMarkup(
      createElement(Highlighted, { text: 'Negligence is careless conduct.', query: prepareHighlight('neglegence') }),
    )
    expect(html).toMatch(/^<mark[^>]*>Negligence<\/mark> is careless conduct\.$/)
  })
})

describe('marks for short queries', () => {
  it('marks nothing for one letter and only word starts for two', () => {
    expect(prepareHighlight('n')).toBeNull()
    const html = renderToStaticMarkup(
      createElement(Highlighted, { text: 'No fee, an answer', query: prepareHighlight('an') }),
    )
    expect(html).toMatch(/^No fee, <mark[^>]*>an<\/mark> <mark[^>]*>an<\/mark>swer$/)
  })
})
