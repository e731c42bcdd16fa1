/** Whether one word is a typing error of another, for confirming fuzzy matches and marking them. */

/** The words of a lowercase text. */
export const wordPattern = /[\p{L}\p{N}]+/gu

/** True when `word` is one edit (two from eight letters) from `token` or from its start (a word still being typed). */
export function isTypoOf(word: string, token: string): boolean {
  const max = word.length >= 8 ? 2 : 1
  if (token.length < word.length - max) return false
  return editDistance(word, token.slice(0, word.length), max) <= max || editDistance(word, token, max) <= max
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      row.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    previous = row
  }
  return previous[b.length]!
}
