/**
 * Promises of results (NY Rule 7.1(a) and (d)-(e)): a guarantee of a result, compensation, a win or
 * a recovery is always misleading (no lawyer can promise the outcome of a case that turns on its own
 * facts); a win rate ("we win 98% of our cases", "100% success") predicts the reader's own case, and
 * the rules allow a statement about results only when it can be proven as of the day it is published,
 * which no check can do. Both are refused, with the wording to use instead. A clause that denies the
 * promise passes: "Prior results do not guarantee a similar outcome" (./claimText.ts).
 */
import { ClaimText } from './claimText.ts'
import type { Finding, Language } from './finding.ts'
import { Spans } from './spans.ts'

/** Not Spanish's "depósito en garantía" (escrow), which promises nothing. */
const GUARANTEE =
  /\bguarantee(?:s|d|ing)?\b|\bguarant(?:y|ies)\b|(?<!\p{L})(?:garantiz\p{L}*|(?<!en )garant[ií]as?)(?!\p{L})/giu
/** What a guarantee must promise to be a promise of results, in the guarantee's own clause. */
const RESULT =
  /\b(?:results?|outcomes?|compensation|win|wins|winning|won|victory|recover(?:y|ies)?|settlements?|verdicts?|money|payouts?|awards?|success(?:ful)?|you(?:'ll| will) (?:get|receive|be paid))\b|(?<!\p{L})(?:resultados?|indemnizaci[oó]n(?:es)?|compensaci[oó]n(?:es)?|ganar|ganamos|ganaremos|victorias?|[eé]xito|acuerdos?|veredictos?|dinero|recibir[aá])(?!\p{L})/giu
const WIN_RATE =
  /\b(?:win|wins|won|winning)\s+(?:over\s+|more than\s+|nearly\s+|almost\s+|about\s+)?\d{1,3}(?:\.\d+)?\s?%|\b\d{1,3}(?:\.\d+)?\s?%\s+(?:success|win|winning)\b|\b(?:success|win|winning) rate (?:of|is)\s+\d|\bnever (?:lost|lose) a (?:case|trial)\b|(?<!\p{L})gan(?:amos|a|an|ó)\s+(?:m[aá]s del\s+|el\s+|un\s+|casi el\s+)?\d{1,3}(?:[.,]\d+)?\s?%|\d{1,3}\s?%\s+de\s+[eé]xito|(?<!\p{L})tasa de [eé]xito|(?<!\p{L})nunca (?:hemos )?perd\p{L}* un (?:caso|juicio)/giu
/** Whether the words found are Spanish, for the wording of the fix. */
const SPANISH = /^(?:garant|gan|tasa|nunca)|éxito/i

/** A quick look before the full patterns: most texts have none of these, and are done at once. */
const MAYBE = /guarant|garant|%|lost a|perd|tasa de/i

export function findResultPromises(text: string, _language: Language): Finding[] {
  if (!MAYBE.test(text)) return []
  const findings: Finding[] = []
  let read: ClaimText | undefined
  const claimText = () => {
    read ??= new ClaimText(text)
    return read
  }
  let results: Spans | undefined
  for (const match of text.matchAll(GUARANTEE)) {
    const t = claimText()
    results ??= Spans.of(text, RESULT)
    const clause = t.denialClauseAround(t.sentenceAround(match.index), match.index)
    if (t.denied(match.index) || !results.firstInside(clause)) continue
    const spanish = SPANISH.test(match[0])
    findings.push({
      start: match.index,
      end: match.index + match[0].length,
      message: `"${match[0]}": New York's advertising rules (Rule 7.1) forbid misleading statements, and no lawyer can promise the result of a case, which turns on its own facts. ${spanish ? 'In Spanish, write what the firm will do instead, e.g. "Lucharemos por la indemnización que usted merece".' : 'Write what the firm will do instead, e.g. "We will fight for the compensation you deserve".'}`,
    })
  }
  for (const match of text.matchAll(WIN_RATE)) {
    if (claimText().denied(match.index)) continue
    const spanish = SPANISH.test(match[0])
    findings.push({
      start: match.index,
      end: match.index + match[0].length,
      message: `"${match[0]}": a win rate tells a reader what to expect in their own case, which New York's advertising rules (Rule 7.1(d)-(e)) allow only when it can be proven as of the day it is published, with "${spanish ? 'Los resultados anteriores no garantizan un resultado similar' : 'Prior results do not guarantee a similar outcome'}" beside it; a check cannot prove it, so it is refused. Show specific past results in a results block (<Results>), which carries that sentence, instead.`,
    })
  }
  return findings
}
