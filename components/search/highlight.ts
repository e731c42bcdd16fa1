/**
 * Where to mark the query in a text: the whole query, each of its words, and for a word found
 * nowhere as typed, the words of the text it is a typing error of ("neglegence" -> "negligence").
 * One letter marks nothing and two letters mark word starts only: marking every "n" of 75
 * definitions helps no one and costs thousands of elements per keystroke.
 */
import { foldText } from './foldText.ts'
import { normalizeQuery } from './rankResults.ts'
import { isTypoOf, wordPattern } from './typos.ts'

export interface HighlightQuery {
  phrase: string
  /** Mark the phrase only where a word starts. */
  wordStartsOnly: boolean
  /** Words of three letters or more, marked on their own too. */
  words: string[]
}

export type Range = [start: number, end: number]

export function prepareHighlight(query: string): HighlightQuery | null {
  const phrase = normalizeQuery(query)
  if (phrase.length < 2) return null
  const words = [...new Set(phrase.split(' ').filter((w) => w.length >= 3 && w !== phrase))]
  return { phrase, wordStartsOnly: phrase.length < 3, words }
}

export function findMarks(text: string, query: HighlightQuery): Range[] {
  // Folded as the query is, one character for one, so a match's position is the shown text's.
  const lower = foldText(text)
  const ranges: Range[] = []
  const addAll = (needle: string) => {
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      if (!query.wordStartsOnly || at === 0 || !/[\p{L}\p{N}]/u.test(lower[at - 1]!))
        ranges.push([at, at + needle.length])
    }
  }
  addAll(query.phrase)
  const typos = [query.phrase.includes(' ') ? '' : query.phrase, ...query.words].filter(
    (w) => w.length >= 4 && !lower.includes(w),
  )
  for (const word of query.words) addAll(word)
  if (typos.length) {
    for (const token of lower.matchAll(wordPattern)) {
      if (typos.some((w) => isTypoOf(w, token[0]))) ranges.push([token.index, token.index + token[0].length])
    }
  }
  return mergeRanges(ranges)
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = ranges.sort((x, y) => x[0] - y[0])
  const merged: Range[] = []
  for (const [start, end] of sorted) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}
