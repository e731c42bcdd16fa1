/**
 * Superlatives about the firm ("the best car accident lawyers", "#1", "number one", "top-rated";
 * "los mejores abogados", "número 1", "n.º 1"). New York's Rule 7.1(d)(2) and (4) allow an ad to
 * compare the firm with others or to praise the quality of its work only as Rule 7.1(e) says: it can
 * be proven as of the day it is published, and "Prior results do not guarantee a similar outcome"
 * goes with it. What a check can see of that is decided here: the same paragraph (or field) names who
 * said so ("by ..." or "according to ..." followed by a name), when (a year), and carries the results
 * sentence of its language. Anything less is refused with the wording to use instead. A superlative
 * about anything but the firm passes ("the best way to reach you"), and so does a publication's own
 * name ("Best Lawyers", "Best Law Firms").
 */
import { resultsDisclaimer } from '../../schema/resultsDisclaimer.ts'
import { ClaimText } from './claimText.ts'
import type { Finding, Language } from './finding.ts'
import { aboutTheFirm } from './superlativeSubject.ts'

const SUPERLATIVE =
  /\bthe (?:very )?best\b|\bbest(?= )|#\s?1(?!\d)|\bnumber (?:one|1)\b|\btop[- ](?:rated|ranked)\b|(?<!\p{L})(?:(?:el|la|los|las) )?mejor(?:es)?(?!\p{L})|(?<!\p{L})n(?:[.\s]*[oº°]\.?|úmero|umero) ?(?:1|uno)(?![\d\p{L}])/giu
/** A publication's own name, not a claim: "The Best Lawyers in America", "Best Law Firms". */
const PUBLICATION = /^(?:The )?Best Law(?:yers| Firms)\b/
const SPANISH = /mejor|úmero|umero|^n\.|^nº/i
/** Who said so: "by" or "according to" (Spanish "por", "según") before a name. */
const NAMED_SOURCE =
  /\b(?:by|according to)\s+(?:the\s+)?[\p{Lu}\d]|(?<!\p{L})(?:por|según)\s+(?:el\s+|la\s+|los\s+|las\s+)?[\p{Lu}\d]/u
const YEAR = /\b(?:19|20)\d{2}\b/

/** A quick look before the full pattern: most texts have none of these, and are done at once. */
const MAYBE = /best|#|number|top.r|mejor|mero|n[.\s]*[oº°]\.? ?(?:1|uno)/i

export function findSuperlatives(text: string, language: Language): Finding[] {
  if (!MAYBE.test(text)) return []
  const findings: Finding[] = []
  let read: ClaimText | undefined
  let sourced: boolean | undefined
  const disclaimed = new Map<string, boolean>()
  for (const match of text.matchAll(SUPERLATIVE)) {
    if (PUBLICATION.test(text.slice(match.index))) continue
    read ??= new ClaimText(text)
    if (read.denied(match.index) || !aboutTheFirm(read, match.index, match[0])) continue
    const spanish = SPANISH.test(match[0]) || (language === 'es' && !/[a-z]/i.test(match[0]))
    const disclaimer = resultsDisclaimer(spanish ? 'es' : 'en')
    sourced ??= NAMED_SOURCE.test(text) && YEAR.test(text)
    if (!disclaimed.has(disclaimer)) disclaimed.set(disclaimer, text.toLowerCase().includes(disclaimer.toLowerCase()))
    if (sourced && disclaimed.get(disclaimer)) continue
    findings.push({
      start: match.index,
      end: match.index + match[0].length,
      message: `"${match[0]}": New York's advertising rules (Rule 7.1(d)-(e)) let a lawyer's ad praise the firm above others only when it can be proven: in the same paragraph, name who said so and when, with "${disclaimer}", e.g. ${spanish ? '"Nombrado el mejor bufete de lesiones de Long Island por Long Island Business News, 2024. Los resultados anteriores no garantizan un resultado similar."' : '"Named the best injury firm on Long Island by Long Island Business News, 2024. Prior results do not guarantee a similar outcome."'} Otherwise say what the firm does, e.g. ${spanish ? '"abogados de accidentes de auto en Nueva York"' : '"car accident lawyers in New York"'}.`,
    })
  }
  return findings
}
