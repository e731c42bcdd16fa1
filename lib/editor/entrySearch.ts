/**
 * How the editor's search matches an entry. Decap searches an entry's title and the fields of its
 * list `summary` (decap-cms-core's `Backend.search`) with the `fuzzy` package, which matches the
 * query's letters in order anywhere in the text: over a page's body "whiplash" matches every page
 * (w...h...i... in any long text), and the page that says "whiplash" is not even first. The editor
 * builds Decap with this module in place of `fuzzy` (scripts/vite-plugin-editor.ts), keeping its
 * API: an entry matches when every word of the query is in its text (case and accents aside: "lesion"
 * finds "lesión"), a word found earlier (in the title, written first) and at a word's start ranking higher.
 * Decap's entry search, its relation pickers and its media library all match this way.
 */

/** Lowercase, without accents. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u

/**
 * How well `text` answers `query`: undefined unless every word of the query is in the text; else
 * above 5 (Decap's search keeps a score over 5), more for each word found early and at a word's start.
 * An empty query matches everything, at 0.
 */
export function matchScore(query: string, text: string): number | undefined {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (!words.length) return 0
  const folded = foldText(text)
  if (folded.trim() === words.join(' ')) return Number.MAX_SAFE_INTEGER
  let score = 0
  for (const word of words) {
    const at = folded.indexOf(word)
    if (at < 0) return undefined
    const atWordStart = at === 0 || !WORD_CHARACTER.test(folded[at - 1]!)
    score += 10 + (atWordStart ? 10 : 0) + Math.max(0, 100 - Math.floor(at / 10))
  }
  return score
}

export interface FilterOptions<T> {
  extract?: (item: T) => string
  /** Accepted as `fuzzy` accepts them; the matched text is not marked. */
  pre?: string
  post?: string
  caseSensitive?: boolean
}

/** As `fuzzy` answers: the text searched, its score, the item's index and the item. */
export interface FilterResult<T> {
  string: string
  score: number
  index: number
  original: T
}

/** The items that match, in their order (Decap sorts by `score`). */
export function filter<T>(pattern: string, items: readonly T[], options: FilterOptions<T> = {}): FilterResult<T>[] {
  return items.flatMap((original, index) => {
    const string = options.extract ? options.extract(original) : String(original)
    const score = matchScore(pattern, string)
    return score === undefined ? [] : [{ string, score, index, original }]
  })
}

export function test(pattern: string, text: string): boolean {
  return matchScore(pattern, text) !== undefined
}

export function match(pattern: string, text: string): { rendered: string; score: number } | null {
  const score = matchScore(pattern, text)
  return score === undefined ? null : { rendered: text, score }
}

export function simpleFilter(pattern: string, items: readonly string[]): string[] {
  return items.filter((text) => test(pattern, text))
}

// `import fuzzy from 'fuzzy'` and `import * as fuzzy from 'fuzzy'` (both are in Decap) read the same functions.
export default { filter, test, match, simpleFilter }
