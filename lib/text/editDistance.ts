/**
 * Levenshtein distance, the one copy the site uses: the glossary search's typo matching (in the
 * browser) and the content checks' "did you mean" suggestions (at build time).
 */

// Two reused rows: the search runs this for every word of every shown entry while a typo is being searched.
let previous = new Int32Array(64)
let current = new Int32Array(64)

/** Edits (insert, delete, replace one UTF-16 unit) from `a` to `b`, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (b.length + 1 > previous.length) {
    previous = new Int32Array(b.length + 1)
    current = new Int32Array(b.length + 1)
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1),
      )
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    const swap = previous
    previous = current
    current = swap
  }
  return previous[b.length]!
}
