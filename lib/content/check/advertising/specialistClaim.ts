/**
 * Rule 7.4 read by sentence: "specialist", "specializes" and the like break the rule only when
 * they describe the firm or its lawyers. The word's subject decides: the nearest actor before it
 * in its clause (or, with none, the first after it). A doctor or other medical specialist passes, and so
 * does a sentence that denies the claim ("...not a claim that any attorney is a specialist").
 * Each line is read once (SpecialistLine); each word found is then judged by binary searches.
 */
import { LineText, Spans, type Span } from './lineText.ts'

/** The claim's words in English and in Spanish ("especialista", "especializados", "nos especializamos", "especialidad"). */
export const SPECIALIST =
  /\bspeciali[sz](?:t|ts|e|es|ed|ing|ation)\b|(?<!\p{L})especiali(?:sta|stas|zad[oa]s?|zamos|za|zan|zarse|zaci[oó]n|dad|dades)(?!\p{L})|(?<!\p{L})expert[oa]s? en(?!\p{L})/giu

/** Words that name the firm or its lawyers. */
const FIRM =
  /\b(?:we|we're|we've|us|our|ours|firm|firm's|attorneys?|attorney's|lawyers?|lawyer's|counsel|partners?|law (?:office|group)|legal team)\b|(?<!\p{L})(?:nosotros|nos|nuestr[oa]s?|bufete|firma|abogad[oa]s?|soci[oa]s?|equipo legal)(?!\p{L})/giu
/** Words that name medicine and its people: the specialists a client is sent to. */
const MEDICAL =
  /\b(?:doctors?|physicians?|surgeons?|nurses?|therapists?|chiropractors?|hospitals?|clinics?|medical|neurolog\w*|orthop\w*|radiolog\w*|cardiolog\w*|oncolog\w*|pediatric\w*|obstetric\w*|psychiatr\w*|psycholog\w*)\b|(?<!\p{L})(?:m[eé]dic[oa]s?|doctor(?:es|as?)?|cirujan[oa]s?|enfermer[oa]s?|terapeutas?|quiropr[aá]ctic[oa]s?|hospital(?:es)?|cl[ií]nicas?|neur[oó]log\p{L}*|ortoped\p{L}*|traumat[oó]log\p{L}*|radi[oó]log\p{L}*|cardi[oó]log\p{L}*|onc[oó]log\p{L}*|pediatr\p{L}*|obstetr\p{L}*|psiqui[aá]tr\p{L}*|psic[oó]log\p{L}*)(?!\p{L})/giu
/** A word just before "specialist" (and the spaces after it) that makes it a medical one: "a spine specialist", "pain specialists". */
const MEDICAL_KIND =
  /\b(?:medical|spine|spinal|pain|brain|burn|trauma|rehabilitation|rehab|wound|hand|knee|back|neck|eye|hearing|vision|heart|cardiac|lung|sleep|fertility|treating|neurology|orthopedic|orthopaedic|pediatric|imaging|injury medicine)$/i
/** In Spanish the kind follows the word: "especialista en columna", "un especialista médico". */
const MEDICAL_KIND_AFTER =
  /^\s+(?:en\s+(?:el\s+|la\s+|los\s+|las\s+)?)?(?:m[eé]dic|columna|dolor|cerebr|quemadur|trauma|rehabilit|heridas|manos?(?!\p{L})|rodilla|espalda|cuello|ojos|vista|audici|coraz|cardi|pulm|sue[nñ]o|fertilidad|ortoped|neurol|pediatr|im[aá]genes)/iu
/** Longer than any word of MEDICAL_KIND, so the window tested holds the whole word and what precedes it. */
const MEDICAL_KIND_WINDOW = 20
const DENIAL = /\b(?:not|never|no|nor|neither)\b|n't\b|(?<!\p{L})(?:nunca|ni|jam[aá]s|ning[uú]n|ninguna?)(?!\p{L})/giu

type Actor = Span & { kind: 'firm' | 'medical' }

export class SpecialistLine extends LineText {
  private readonly actors: Spans<Actor>
  private readonly denials: Spans

  constructor(text: string) {
    super(text)
    const found = (pattern: RegExp, kind: Actor['kind']) => Spans.of(text, pattern).list.map((s) => ({ ...s, kind }))
    this.actors = new Spans([...found(FIRM, 'firm'), ...found(MEDICAL, 'medical')].sort((a, b) => a.start - b.start))
    this.denials = Spans.of(text, DENIAL)
  }

  /** Whether the specialist word at `index` claims a specialty for the firm or its lawyers. */
  claimsSpecialty(index: number, word: string): boolean {
    const sentence = this.sentenceAround(index)
    if (this.denials.firstInside(sentence)) return false
    const clause = this.clauseAround(sentence, index)
    const before = { start: clause.start, end: index }
    const after = { start: index + word.length, end: clause.end }
    if (/^specialists?$/i.test(word) && this.medicalKindBefore(before)) return false
    if (/^especialistas?$/i.test(word) && MEDICAL_KIND_AFTER.test(this.text.slice(after.start, after.start + 40)))
      return false
    const subject = this.actors.lastInside(before) ?? this.actors.firstInside(after)
    return subject?.kind !== 'medical'
  }

  /** Whether `before` ends with a MEDICAL_KIND word and at least one space. */
  private medicalKindBefore(before: Span): boolean {
    let end = before.end
    while (end > before.start && /\s/.test(this.text[end - 1] ?? '')) end--
    if (end === before.end) return false
    return MEDICAL_KIND.test(this.text.slice(Math.max(before.start, end - MEDICAL_KIND_WINDOW), end))
  }
}
