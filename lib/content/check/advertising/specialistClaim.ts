/**
 * Rule 7.4 read by sentence: "specialist", "specializes", "specialty", "experts in" and the like
 * break the rule only when they describe the firm or its lawyers. The word's subject decides: the
 * nearest actor before it in its clause (or, with none, the first after it). A doctor or other
 * medical specialist passes, as do the experts the firm works with, and a claim its own clause
 * denies ("No attorney of the firm is a certified specialist"; ./claimText.ts).
 */
import { ClaimText } from './claimText.ts'
import type { Finding, Language } from './finding.ts'
import type { Span } from './spans.ts'

/** The claim's words in English and in Spanish ("especialista", "nos especializamos", "especialidad", "expertos en"). */
const SPECIALIST =
  /\bspeciali[sz](?:t|ts|e|es|ed|ing|ation)\b|\bspecial(?:i?ty|i?ties)\b|\bexperts? in\b|(?<!\p{L})especiali(?:sta|stas|zad[oa]s?|zamos|za|zan|zarse|zaci[oó]n|dad|dades)(?!\p{L})|(?<!\p{L})expert[oa]s? en(?!\p{L})/giu

/** A word just before the claim's word (and the spaces after it) that makes it medical: "a spine specialist", "medical experts in". */
const MEDICAL_KIND =
  /\b(?:medical|spine|spinal|pain|brain|burn|trauma|rehabilitation|rehab|wound|hand|knee|back|neck|eye|hearing|vision|heart|cardiac|lung|sleep|fertility|treating|neurology|orthopedic|orthopaedic|pediatric|imaging|injury medicine)$/i
/** In Spanish the kind follows the word: "especialista en columna", "un especialista médico". */
const MEDICAL_KIND_AFTER =
  /^\s+(?:en\s+(?:el\s+|la\s+|los\s+|las\s+)?)?(?:m[eé]dic|columna|dolor|cerebr|quemadur|trauma|rehabilit|heridas|manos?(?!\p{L})|rodilla|espalda|cuello|ojos|vista|audici|coraz|cardi|pulm|sue[nñ]o|fertilidad|ortoped|neurol|pediatr|im[aá]genes)/iu
/** Longer than any word of MEDICAL_KIND, so the window tested holds the whole word and what precedes it. */
const MEDICAL_KIND_WINDOW = 20
/** The people the firm works with, hires or consults are not the firm: "we work with experts in accident reconstruction". */
const WORKED_WITH =
  /(?:\b(?:work(?:s|ed|ing)?(?: closely)? with|consult(?:s|ed|ing)?(?: with)?|hir(?:e|es|ed|ing)|retain(?:s|ed|ing)?|rel(?:y|ies|ied|ying) on|call(?:s|ed|ing)? on)|(?<!\p{L})(?:trabaj\p{L}*(?: de cerca)? con|consult\p{L}* (?:a|con)|contrat\p{L}* a|recurr\p{L}* a))(?:\s+(?:the|other|outside|independent|qualified|trusted|respected|many|several|los|las|otros|otras|varios|varias|reconocidos|independientes))*\s+$/iu
const WORKED_WITH_WINDOW = 60
const IS_SPANISH = /^(?:especiali|expert[oa])/i
/** A quick look before the full pattern: most texts have none of these letters, and are done at once. */
const MAYBE = /speci|expert/i

export function findSpecialistClaims(text: string, _language: Language): Finding[] {
  if (!MAYBE.test(text)) return []
  const findings: Finding[] = []
  let read: ClaimText | undefined
  for (const match of text.matchAll(SPECIALIST)) {
    read ??= new ClaimText(text)
    const word = match[0]
    if (!claimsSpecialty(read, match.index, word)) continue
    const expert = /^expert/i.test(word)
    findings.push({
      start: match.index,
      end: match.index + word.length,
      message: `"${word}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize${expert ? ", and calling the firm's lawyers experts in a field makes that claim" : ''}. ${IS_SPANISH.test(word) ? 'In Spanish, write "nos dedicamos a", "nuestra práctica se centra en" or "áreas de enfoque" instead.' : 'Write "focus on", "concentrate on" or "handle" instead.'}`,
    })
  }
  return findings
}

/** Whether the word at `index` claims a specialty for the firm or its lawyers. */
function claimsSpecialty(read: ClaimText, index: number, word: string): boolean {
  if (read.denied(index)) return false
  const clause = read.clauseAround(read.sentenceAround(index), index)
  const before = { start: clause.start, end: index }
  const after = { start: index + word.length, end: clause.end }
  if (!IS_SPANISH.test(word) && medicalKindBefore(read.text, before)) return false
  if (/^especialistas?$/i.test(word) && MEDICAL_KIND_AFTER.test(read.text.slice(after.start, after.start + 40)))
    return false
  if (WORKED_WITH.test(read.text.slice(Math.max(before.start, index - WORKED_WITH_WINDOW), index))) return false
  const subject = read.actors.lastInside(before) ?? read.actors.firstInside(after)
  return subject?.kind !== 'medical'
}

/** Whether `before` ends with a MEDICAL_KIND word and at least one space. */
function medicalKindBefore(text: string, before: Span): boolean {
  let end = before.end
  while (end > before.start && /\s/.test(text[end - 1] ?? '')) end--
  if (end === before.end) return false
  return MEDICAL_KIND.test(text.slice(Math.max(before.start, end - MEDICAL_KIND_WINDOW), end))
}
