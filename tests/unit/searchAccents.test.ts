/** The search ignores accents on both sides and still forgives a typing error: made-up entries, then the Spanish glossary of the content. */
import { describe, expect, it } from 'vitest'
import { glossaryDoc } from '../../components/search/searchDocs.ts'
import { findMarks, prepareHighlight } from '../../components/search/highlight.ts'
import { foldText } from '../../components/search/foldText.ts'
import { createSearcher } from '../../components/search/rankResults.ts'
import { buildIndex, createFuzzySearch } from '../../components/search/searchEngine.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import type { SearchDoc } from '../../lib/content/schema/listViewTypes.ts'

function engine(docs: SearchDoc[]): (query: string) => string[] {
  const searcher = createSearcher(docs)
  const fuzzy = createFuzzySearch(docs, buildIndex(docs))
  return (query) => searcher.search(query, fuzzy).map((i) => docs[i]!.title)
}

const docs: SearchDoc[] = [
  { title: 'Crédito fiscal', text: 'Una reducción del impuesto que se debe.' },
  { title: 'Indemnización', text: 'Lo que se recupera por una lesión.' },
  { title: 'Credito sin acento', text: 'Escrito sin tilde, como lo teclean muchos.' },
  { title: 'Jurado', text: 'Personas que deciden los hechos en un juicio.' },
]

describe('accent folding', () => {
  it('folds accents and case, one character for one', () => {
    expect(foldText('Crédito, INDEMNIZACIÓN, pingüino, año')).toBe('credito, indemnizacion, pinguino, ano')
    for (const text of ['Crédito', 'Ñandú', 'déjà vu']) expect(foldText(text)).toHaveLength(text.length)
  })

  it('"credito" finds "crédito", and "crédito" finds "credito"', () => {
    const search = engine(docs)
    expect(search('credito')).toEqual(['Crédito fiscal', 'Credito sin acento'])
    expect(search('crédito')).toEqual(['Crédito fiscal', 'Credito sin acento'])
    expect(search('INDEMNIZACION')).toEqual(['Indemnización'])
    expect(search('reduccion')).toEqual(['Crédito fiscal'])
  })

  it('still forgives a typing error, with or without accents', () => {
    const search = engine(docs)
    expect(search('indemnisacion')).toContain('Indemnización')
    expect(search('indemnisación')).toContain('Indemnización')
    expect(search('jurdo')).toContain('Jurado')
  })

  it('marks the accented word where the unaccented query matched', () => {
    const text = 'Una reducción del crédito.'
    const marks = findMarks(text, prepareHighlight('credito')!)
    expect(marks.map(([start, end]) => text.slice(start, end))).toEqual(['crédito'])
  })

  it('finds every accented Spanish glossary term by its title typed without accents', { timeout: 180_000 }, () => {
    const terms = siteFacts(contentStore(), 'es').glossary.terms.map(glossaryDoc)
    const accented = terms.filter((t) => t.title !== t.title.normalize('NFD').replace(/\p{M}/gu, ''))
    expect(accented.length).toBeGreaterThan(0)
    const search = engine(terms)
    for (const term of accented) {
      const plain = term.title.normalize('NFD').replace(/\p{M}/gu, '')
      expect(search(plain)[0], `"${plain}" should find "${term.title}" first`).toBe(term.title)
    }
  })

  it("refuses an index made from another list of the same length (the English glossary's on a Spanish page)", () => {
    const other = docs.map((d) => ({ ...d, title: `${d.title} (en)` }))
    expect(() => createFuzzySearch(docs, buildIndex(other))).toThrow(/the page loads another list's index/)
    expect(() => createFuzzySearch(docs, buildIndex(docs))).not.toThrow()
  })
})
