/**
 * Whether a superlative (./superlatives.ts) is said of the firm: it names lawyers or a firm ("the best
 * car accident lawyers", "top-rated attorneys", "el bufete número 1"), or the firm says it of itself
 * ("we are the best", "we're #1 in Nassau", "somos los mejores"). "The best way to reach you", "our
 * number one priority" and "step #1" are about something else.
 */
import type { ClaimText } from './claimText.ts'

const LAWYERS =
  /^(?:lawyers?|attorneys?|firms?|counsel|team|advocates?|litigators?|representation|abogad[oa]s?|bufetes?|firmas?|equipo|representación|litigantes)$/iu
/** Words that end the superlative's noun phrase before any lawyer is named: "the best way to find lawyers". */
const PHRASE_ENDS =
  /^(?:to|is|are|was|were|be|you|your|we|our|they|their|it|can|could|will|would|should|may|might|do|does|that|which|who|if|when|where|how|for|of|with|from|by|at|on|than|as|and|or|but|way|ways|thing|things|time|choice|option|de|del|para|que|es|son|a|en|y|o|manera|forma|opción|momento|cosa|con|por)$/iu
/** How many words after the superlative may describe the lawyers: "the best [car accident] lawyers". */
const WORDS_AFTER = 5
/** Between the firm and its superlative: a verb that says what it is ("we are", "our firm is rated", "somos"). */
const SAYS_IT_IS =
  /^(?:\s+(?:is|are|was|were|been|be|truly|simply|really|consistently|proudly|rated|ranked|named|voted|considered|recognized|known|as|the|a|an|es|son|somos|fue|fuimos|sido|considerad\p{L}*|nombrad\p{L}*|clasificad\p{L}*|reconocid\p{L}*|como|el|la|los|las))*\s*$/iu
const VERB =
  /(?<!\p{L})(?:is|are|was|were|been|be|rated|ranked|named|voted|considered|recognized|known|es|son|somos|fue|fuimos|sido|considerad\p{L}*|nombrad\p{L}*|clasificad\p{L}*|reconocid\p{L}*)(?!\p{L})/iu
/** After a superlative the firm claims for itself: the clause ends, or a place or field follows ("#1 in Nassau"). */
const SELF_CLAIM_ENDS =
  /^(?:[\s,.;:!?)"']*$|\s+(?:in|at|for|on|among|of|around|across|en|de|del|para|entre)(?!\p{L}))/iu
/** How far around the superlative its words are read: enough for any phrase above, and the work stays linear. */
const WINDOW = 120
/** A firm's rating before the superlative: "the firm ranked #1", "abogados calificados n.º 1". */
const RATED = /^(?:rated|ranked|named|voted|calificad\p{L}*|clasificad\p{L}*|considerad\p{L}*)$/iu

export function aboutTheFirm(read: ClaimText, index: number, word: string): boolean {
  const clause = read.clauseAround(read.sentenceAround(index), index)
  const end = index + word.length
  const after = read.text.slice(end, Math.min(clause.end, end + WINDOW))
  for (const next of after.trim().split(/\s+/).slice(0, WORDS_AFTER)) {
    const bare = next.replace(/[^\p{L}]/gu, '')
    if (LAWYERS.test(bare)) return true
    if (!bare || PHRASE_ENDS.test(bare) || /[.,;:!?]$/.test(next)) break
  }
  const before = read.text
    .slice(Math.max(clause.start, index - WINDOW), index)
    .trim()
    .split(/\s+/)
    .reverse()
  const named = RATED.test(before[0] ?? '') ? before[1] : before[0]
  if (LAWYERS.test((named ?? '').replace(/[^\p{L}]/gu, ''))) return true
  const firm = read.actors.lastInside({ start: clause.start, end: index })
  if (firm?.kind !== 'firm' || index - firm.end > WINDOW) return false
  const between = read.text.slice(firm.end, index)
  const itself = /^(?:we're|somos)$/i.test(read.text.slice(firm.start, firm.end)) || VERB.test(between)
  return itself && SAYS_IT_IS.test(between) && SELF_CLAIM_ENDS.test(after)
}
