/** Whether one word is a typing error of another, for confirming fuzzy matches and marking them. */
import { editDistance } from '../../lib/text/editDistance.ts'

/** The words of a lowercase text. */
export const wordPattern = /[\p{L}\p{N}]+/gu

/** True when `word` is one edit (two from eight letters) from `token` or from its start (a word still being typed). */
export function isTypoOf(word: string, token: string): boolean {
  const max = word.length >= 8 ? 2 : 1
  if (token.length < word.length - max) return false
  if (Math.abs(token.length - word.length) <= max && editDistance(word, token, max) <= max) return true
  return token.length > word.length && editDistance(word, token.slice(0, word.length), max) <= max
}
