/**
 * Lower case without accents, so that a search ignores them on both sides: "credito" finds
 * "crédito" and "crédito" finds "credito" (Spanish visitors often type without accents). Each
 * character is folded alone and kept when folding would change its length, so a position in the
 * folded text is the same position in the shown text (the highlight marks the shown text by it).
 */
const COMBINING_MARKS = /\p{M}+/gu

function foldCharacter(character: string): string {
  const folded = character.normalize('NFD').replace(COMBINING_MARKS, '')
  return folded.length === character.length ? folded : character
}

export function foldText(text: string): string {
  const lower = text.toLowerCase()
  // Accented letters start at U+00C0 ("À"); below it (ASCII, most of the text searched) nothing folds.
  return /[\u00c0-\uffff]/.test(lower) ? lower.replace(/[\u00c0-\uffff]/g, foldCharacter) : lower
}
