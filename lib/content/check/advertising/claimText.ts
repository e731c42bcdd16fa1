/**
 * A text read for claims: its sentences and clauses (./sentences.ts), who is named where (the firm
 * and its lawyers, or medicine and its people), and which words deny. A claim is denied only inside
 * its own clause: "No attorney of the firm is a certified specialist" denies, "No matter the case,
 * we are specialists" does not, nor does a "no" in another clause of the sentence.
 */
import { Sentences } from './sentences.ts'
import { Spans, type Span } from './spans.ts'

/** Words that name the firm or its lawyers. */
const FIRM =
  /\b(?:we|we're|we've|us|our|ours|firm|firm's|attorneys?|attorney's|lawyers?|lawyer's|counsel|partners?|law (?:office|group)|legal team)\b|(?<!\p{L})(?:nosotros|nos|nuestr[oa]s?|somos|bufete|firma|abogad[oa]s?|soci[oa]s?|equipo legal)(?!\p{L})/giu
/**
 * Words that name medicine and its people: the specialists a client is sent to. Not "medical
 * malpractice" ("negligencia médica"), a field of law.
 */
const MEDICAL =
  /\b(?:doctors?|doctor's|physicians?|surgeons?|nurses?|therapists?|chiropractors?|hospitals?|clinics?|medical(?! malpractice)|neurolog\w*|orthop\w*|radiolog\w*|cardiolog\w*|oncolog\w*|pediatric\w*|obstetric\w*|psychiatr\w*|psycholog\w*)\b|(?<!\p{L})(?:(?<!negligencia )m[eé]dic[oa]s?|doctor(?:es|as?)?|cirujan[oa]s?|enfermer[oa]s?|terapeutas?|quiropr[aá]ctic[oa]s?|hospital(?:es)?|cl[ií]nicas?|neur[oó]log\p{L}*|ortoped\p{L}*|traumat[oó]log\p{L}*|radi[oó]log\p{L}*|cardi[oó]log\p{L}*|onc[oó]log\p{L}*|pediatr\p{L}*|obstetr\p{L}*|psiqui[aá]tr\p{L}*|psic[oó]log\p{L}*)(?!\p{L})/giu
/**
 * Words that deny, in English and Spanish; not the "no" of a set phrase that denies nothing about
 * the firm ("no matter", "no doubt", "not only", "no fee", "no importa", "no solo", "no cobramos").
 */
const DENIAL =
  /\b(?:not(?!\s+(?:only|just|merely)\b)|never|nor|neither|none|cannot)\b|n't\b|(?<!\p{L})no(?!\s+(?:matter|doubt|question|wonder|fees?|win|cost|charge|obligation|importa|solo|sólo|cobramos|cobro)(?!\p{L}))(?!\p{L})|(?<!\p{L})(?:nunca|ni|jam[aá]s|ning[uú]n|ninguna?|ninguno)(?!\p{L})/giu
/** What may come before a denial that opens its clause: spaces, opening punctuation (a few characters at most). */
const OPENING = /^[\s¡¿"'(]{0,4}$/u

export type Actor = Span & { kind: 'firm' | 'medical' }

export class ClaimText extends Sentences {
  /** The firm and its lawyers, or medicine and its people, where the text names them. */
  readonly actors: Spans<Actor>
  private readonly denials: Spans

  constructor(text: string) {
    super(text)
    const found = (pattern: RegExp, kind: Actor['kind']) => Spans.of(text, pattern).list.map((s) => ({ ...s, kind }))
    this.actors = new Spans([...found(FIRM, 'firm'), ...found(MEDICAL, 'medical')].sort((a, b) => a.start - b.start))
    this.denials = Spans.of(text, DENIAL)
  }

  /**
   * Whether the claim starting at `index` is denied in its own clause: by a denial before it in its
   * clause (commas part clauses here), or by one opening its clause ("No attorney of the firm, founded
   * in 1968, is a specialist").
   */
  denied(index: number): boolean {
    const sentence = this.sentenceAround(index)
    const own = this.denialClauseAround(sentence, index)
    const before = this.denials.lastFrom(index)
    if (before && before.start >= own.start && before.end <= index) return true
    const clause = this.clauseAround(sentence, index)
    const first = this.denials.firstInside(clause)
    return (
      !!first &&
      first.end <= index &&
      OPENING.test(this.text.slice(clause.start, Math.min(first.start, clause.start + 5)))
    )
  }
}
