/**
 * Rule 7.4 read by sentence: "specialist", "specializes" and the like break the rule only when
 * they describe the firm or its lawyers. The word's subject decides: the nearest actor before it
 * in its clause (or, with none, the first after it). A doctor or other medical specialist passes, and so
 * does a sentence that denies the claim ("...not a claim that any attorney is a specialist").
 */
export const SPECIALIST = /\bspeciali[sz](?:t|ts|e|es|ed|ing|ation)\b/gi

/** Words that name the firm or its lawyers. */
const FIRM =
  /\b(?:we|we're|we've|us|our|ours|firm|firm's|attorneys?|attorney's|lawyers?|lawyer's|counsel|partners?|law (?:office|group)|legal team)\b/gi
/** Words that name medicine and its people: the specialists a client is sent to. */
const MEDICAL =
  /\b(?:doctors?|physicians?|surgeons?|nurses?|therapists?|chiropractors?|hospitals?|clinics?|medical|neurolog\w*|orthop\w*|radiolog\w*|cardiolog\w*|oncolog\w*|pediatric\w*|obstetric\w*|psychiatr\w*|psycholog\w*)\b/gi
/** A word just before "specialist" that makes it a medical one: "a spine specialist", "pain specialists". */
const MEDICAL_KIND =
  /\b(?:medical|spine|spinal|pain|brain|burn|trauma|rehabilitation|rehab|wound|hand|knee|back|neck|eye|hearing|vision|heart|cardiac|lung|sleep|fertility|treating|neurology|orthopedic|orthopaedic|pediatric|imaging|injury medicine)\s+$/i
const DENIAL = /\b(?:not|never|no|nor|neither)\b|n't\b/i

type Actor = 'firm' | 'medical'

function actors(text: string): { at: number; kind: Actor }[] {
  return [
    ...[...text.matchAll(FIRM)].map((m) => ({ at: m.index, kind: 'firm' as const })),
    ...[...text.matchAll(MEDICAL)].map((m) => ({ at: m.index, kind: 'medical' as const })),
  ].sort((a, b) => a.at - b.at)
}

/** Whether the specialist word at `index` of `sentence` claims a specialty for the firm or its lawyers. */
export function claimsSpecialty(sentence: string, index: number, word: string): boolean {
  if (DENIAL.test(sentence)) return false
  // The clause around the word: a `;`, `:` or dash starts another statement.
  const start = Math.max(...[';', ':', ' - ', '—'].map((c) => sentence.lastIndexOf(c, index)), -1) + 1
  const endMatch = /[;:—]| - /.exec(sentence.slice(index))
  const before = sentence.slice(start, index)
  const after = sentence.slice(index + word.length, endMatch ? index + endMatch.index : sentence.length)
  if (/^specialists?$/i.test(word) && MEDICAL_KIND.test(before)) return false
  const subject = actors(before).at(-1) ?? actors(after)[0]
  return subject?.kind !== 'medical'
}
