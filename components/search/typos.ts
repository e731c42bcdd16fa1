/** Whether one word is a typing error of another, for confirming fuzzy matches and marking them. */

/** The words of a lowercase text. */
export const wordPattern = /[\p{L}\p{N}]+/gu

/** True when `word` is one edit (two from eight letters) from `token` or from its start (a word still being typed). */
export function isTypoOf(word: string, token: string): boolean {
  const max = word.length >= 8 ? 2 : 1
  if (token.length < word.length - max) return false
  if (Math.abs(token.length - word.length) <= max && editDistance(word, token, max) <= max) return true
  return token.length > word.length && editDistance(word, token.slice(0, word.length), max) <= max
}

// Two reused rows: this runs for every word of every shown entry while a typo is being searched.
let previous = new Int32Array(64)
let current = new Int32Array(64)

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (b.length + 1 > previous.length) { previous = new Int32Array(b.length + 1); current = new Int32Array(b.length + 1) }
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1))
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    const swap = previous; previous = current; current = swap
  }
  return previous[b.length]!
}
