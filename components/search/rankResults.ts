/**
 * The search's ranking, without Fuse.js (which loads later): every entry whose title or text
 * contains the query comes first (exact title, title starting with it, title containing it,
 * then text), each group in list order, accents ignored on both sides; fuzzy matches follow, in Fuse's order, kept only when
 * each word of four letters or more is in the entry or one typing error from one of its words.
 */
import { foldText } from './foldText.ts'
import { isTypoOf, wordPattern } from './typos.ts'
import type { SearchDoc } from '../../lib/content/schema/listViewTypes.ts'

/** Doc indices that Fuse.js matched, best first. */
export type FuzzySearch = (query: string) => number[]

/** Shorter queries are matched as typed only: fuzzy matching two letters finds noise. */
export const MIN_FUZZY_LENGTH = 3
/** Fuse.js reads at most 32 characters a chunk; a longer query is cut for the fuzzy part only. */
const MAX_FUZZY_LENGTH = 64

/** The query as it is matched: spaces collapsed, lower case, accents folded (./foldText.ts). */
export function normalizeQuery(query: string): string {
  return foldText(query.trim().replace(/\s+/g, ' '))
}

export interface Searcher {
  /** Indices of the matching docs, best first; all of them, in order, for an empty query. */
  search(query: string, fuzzy: FuzzySearch | null): number[]
}

export function createSearcher(docs: readonly SearchDoc[]): Searcher {
  const lowered = docs.map((d) => ({ title: foldText(d.title), text: foldText(d.text) }))
  const wordsOf = new Map<number, string[]>()
  const words = (i: number) => {
    if (!wordsOf.has(i))
      wordsOf.set(i, [...new Set(`${lowered[i]!.title} ${lowered[i]!.text}`.match(wordPattern) ?? [])])
    return wordsOf.get(i)!
  }
  const confirmed = (i: number, queryWords: string[]) =>
    queryWords.every(
      (w) =>
        lowered[i]!.title.includes(w) || lowered[i]!.text.includes(w) || words(i).some((token) => isTypoOf(w, token)),
    )
  const all = docs.map((_, i) => i)
  return {
    search(query, fuzzy) {
      const q = normalizeQuery(query)
      if (!q) return all
      const tiers: number[][] = [[], [], [], []]
      lowered.forEach((doc, i) => {
        const tier =
          doc.title === q ? 0 : doc.title.startsWith(q) ? 1 : doc.title.includes(q) ? 2 : doc.text.includes(q) ? 3 : -1
        if (tier >= 0) tiers[tier]!.push(i)
      })
      const found = tiers.flat()
      if (!fuzzy || q.length < MIN_FUZZY_LENGTH) return found
      const seen = new Set(found)
      const queryWords = q.split(' ').filter((w) => w.length >= 4)
      for (const i of fuzzy(q.slice(0, MAX_FUZZY_LENGTH))) {
        if (!seen.has(i) && confirmed(i, queryWords)) {
          seen.add(i)
          found.push(i)
        }
      }
      return found
    },
  }
}
