import { faqGlossaryEntries, faqItems, glossaryTerms } from '../../lib/content/listViews.ts'
import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { glossaryDoc, faqDoc } from '../../components/search/searchDocs.ts'
import { createSearcher, type FuzzySearch } from '../../components/search/rankResults.ts'
import { buildIndex, createFuzzySearch } from '../../components/search/searchEngine.ts'
import { noResultsText, resultsLine } from '../../components/search/resultsLine.ts'
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
  it('names the category and the search text when set', () => {
    expect(resultsLine({ shown: 30, total: 30, noun: 'terms' })).toBe('Showing 30 of 30 terms')
    expect(resultsLine({ shown: 2, total: 30, noun: 'terms', category: 'Medical Law' })).toBe(
      'Showing 2 of 30 terms in Medical Law',
    )
    expect(resultsLine({ shown: 3, total: 30, noun: 'terms', query: ' delay ' })).toBe(
      'Showing 3 of 30 terms matching "delay"',
    )
    expect(resultsLine({ shown: 1, total: 30, noun: 'terms', category: 'Medical Law', query: 'delay' })).toBe(
      'Showing 1 of 30 terms in Medical Law matching "delay"',
    )
  })

  it('says what the FAQ page says when nothing matches', () => {
    expect(noResultsText('xyz')).toBe('No results found for "xyz". Try a different search term.')
  })
})
