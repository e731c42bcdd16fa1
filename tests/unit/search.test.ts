import { faqGlossaryEntries, faqItems, glossaryTerms } from '../../lib/content/listViews.ts'
import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { glossaryDoc, faqDoc } from '../../components/search/searchDocs.ts'
import { createSearcher, type FuzzySearch } from '../../components/search/rankResults.ts'
import { buildIndex, createFuzzySearch } from '../../components/search/searchEngine.ts'
import { noResultsText, resultsLine } from '../../components/search/resultsLine.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import type { SearchDoc } from '../../lib/content/schema/listViewTypes.ts'

const lists: Record<string, SearchDoc[]> = {
  'legal-glossary': glossaryTerms(contentStore()).map(glossaryDoc),
  'faq-glossary': faqGlossaryEntries(contentStore()).map(glossaryDoc),
  faq: faqItems(contentStore(), 'faq').map(faqDoc),
}

function engine(docs: SearchDoc[]): (query: string) => SearchDoc[] {
  const searcher = createSearcher(docs)
  const fuzzy: FuzzySearch = createFuzzySearch(docs, buildIndex(docs))
  return (query) => searcher.search(query, fuzzy).map((i) => docs[i]!)
}

/** Pieces of a text a visitor might type: each word, and slices across word boundaries. */
function samplesOf(text: string): string[] {
  const words = text.split(/\s+/).filter((w) => w.length >= 2)
  const slices = [0, 0.25, 0.5, 0.75].map((at) =>
    text.slice(Math.floor(text.length * at), Math.floor(text.length * at) + 14),
  )
  return [...new Set([...words, ...slices])].filter((s) => s.trim())
}

describe('substring guarantee: every entry whose text contains the query is found', () => {
  for (const [name, docs] of Object.entries(lists)) {
    it(`${name}: ${docs.length} entries, each found by its title and by pieces of its text, in any case`, () => {
      const search = engine(docs)
      for (const doc of docs) {
        for (const sample of [doc.title, doc.title.toUpperCase(), ...samplesOf(doc.text)]) {
          const found = search(sample)
          expect(found, `"${sample}" should find "${doc.title}"`).toContain(doc)
          const expected = docs.filter((d) =>
            `${d.title}\n${d.text}`.toLowerCase().includes(sample.trim().replace(/\s+/g, ' ').toLowerCase()),
          )
          // Every entry containing the text comes before any fuzzy-only match.
          expect(new Set(found.slice(0, expected.length))).toEqual(new Set(expected))
        }
      }
    }, 60_000)
  }
})

describe('typing errors are forgiven', () => {
  it.each([
    ['neglegence', 'Negligence'],
    ['statue of limitations', 'Statute of Limitations'],
    ['contingancy fee', 'Contingency Fee'],
    ['wrongfull death', 'Wrongful Death'],
    ['premisis liability', 'Premises Liability'],
  ])('"%s" finds %s first on /legal-glossary', (query, title) => {
    expect(engine(lists['legal-glossary']!)(query)[0]?.title).toBe(title)
  })

  it('"neglegence" also finds Negligence on the FAQ page\'s glossary tab', () => {
    expect(engine(lists['faq-glossary']!)('neglegence').map((d) => d.title)).toContain('Negligence')
  })

  it('a word that is no typing error of anything finds nothing', () => {
    expect(engine(lists['legal-glossary']!)('xylophone')).toEqual([])
  })
})

describe('ranking', () => {
  it('puts the exact term first, then terms containing the query, then definitions', () => {
    const titles = engine(lists['legal-glossary']!)('negligence').map((d) => d.title)
    expect(titles[0]).toBe('Negligence')
    expect(titles[1]).toBe('Comparative Negligence')
    const firstTextOnly = titles.findIndex((t) => !t.toLowerCase().includes('negligence'))
    expect(firstTextOnly).toBeGreaterThan(1)
    expect(titles.slice(firstTextOnly).every((t) => !t.toLowerCase().includes('negligence'))).toBe(true)
  })

  it('a term starting with the query ranks before one only containing it', () => {
    const titles = engine(lists['faq-glossary']!)('no-fault').map((d) => d.title)
    expect(titles[0]).toBe('No-Fault Insurance')
  })

  it('an empty query lists every entry in list order', () => {
    const docs = lists['legal-glossary']!
    expect(engine(docs)('   ')).toEqual(docs)
  })

  it('matches as typed before Fuse.js has loaded', () => {
    const docs = lists['legal-glossary']!
    const titles = createSearcher(docs)
      .search('Labor Law', null)
      .map((i) => docs[i]!.title)
    expect(titles).toEqual(['Labor Law 241(6)', 'Scaffold Law (Labor Law 240)'])
  })
})

describe('the results line', () => {
  it('names the category and the search text when set, in the words of content/interface.yaml', () => {
    const fill = (template: string, values: Record<string, string | number>) =>
      Object.entries(values).reduce((text, [name, value]) => text.split(`{${name}}`).join(String(value)), template)
    for (const words of [englishWords.search, spanishWords.search]) {
      const noun = words.termsNoun
      expect(resultsLine(words, { shown: 30, total: 30, noun })).toBe(
        fill(words.showing, { shown: 30, total: 30, noun }),
      )
      expect(resultsLine(words, { shown: 2, total: 30, noun, category: 'Medical Law' })).toBe(
        fill(words.showingInCategory, { shown: 2, total: 30, noun, category: 'Medical Law' }),
      )
      expect(resultsLine(words, { shown: 3, total: 30, noun, query: ' delay ' })).toBe(
        fill(words.showingMatching, { shown: 3, total: 30, noun, query: 'delay' }),
      )
      expect(resultsLine(words, { shown: 1, total: 30, noun, category: 'Medical Law', query: 'delay' })).toBe(
        fill(words.showingInCategoryMatching, { shown: 1, total: 30, noun, category: 'Medical Law', query: 'delay' }),
      )
    }
  })

  it('fills made-up words exactly, every placeholder replaced', () => {
    const words = {
      showing: '{shown}/{total} {noun}',
      showingInCategory: '{shown}/{total} {noun} @{category}',
      showingMatching: '{shown}/{total} {noun} ~{query}',
      showingInCategoryMatching: '{shown}/{total} {noun} @{category} ~{query}',
      noResults: 'none: {query}',
    }
    expect(resultsLine(words, { shown: 1, total: 30, noun: 'terms', category: 'Medical Law', query: ' delay ' })).toBe(
      '1/30 terms @Medical Law ~delay',
    )
    expect(noResultsText(words, ' xyz ')).toBe('none: xyz')
  })
})
