/**
 * Every "no fee unless..." promise is marked with the asterisk that points to the costs note
 * (22 NYCRR 1200, Rule 7.1(p)): a `*` a reader sees in the promise's sentence. Read from the text as
 * a reader reads it, so Markdown's `*no fee unless we win*` (italics, no asterisk shown) is refused
 * and `no fee unless we win\*` passes. A text that itself says costs may still be owed needs none.
 */
import { COSTS_EXPLAINED } from '../../schema/disclosures.ts'
import { Sentences } from './sentences.ts'
import type { Finding, Language } from './finding.ts'
/** The promise in English and in Spanish ("no cobramos honorarios a menos que", "sin honorarios a menos que"). */
const NO_FEE =
  /\bno (?:attorney'?s?'? |legal )?fees?,? unless\b|\bno win,? no fee\b|(?<!\p{L})(?:no cobramos(?: honorarios)?|sin (?:cobro de )?honorarios),? a menos que(?!\p{L})|(?<!\p{L})si no ganamos,? no cobramos(?!\p{L})/giu

/** A quick look before the full pattern: most texts have none of these words, and are done at once. */
const MAYBE = /fee|cobr|honorarios/i

export function findUnmarkedNoFee(text: string, _language: Language): Finding[] {
  if (!MAYBE.test(text) || COSTS_EXPLAINED.test(text)) return []
  const findings: Finding[] = []
  let read: Sentences | undefined
  for (const match of text.matchAll(NO_FEE)) {
    read ??= new Sentences(text)
    if (read.hasStar(read.sentenceAround(match.index))) continue
    const words = match[0]
    findings.push({
      start: match.index,
      end: match.index + words.length,
      message: `"${words}${/(?:unless|que)$/i.test(words) ? '...' : ''}" needs the asterisk that points to the costs note: write it as ${/cobramos|honorarios/i.test(words) ? '"no cobramos honorarios a menos que ganemos*"' : '"No fee unless we win*"'} (the footer explains that case costs may still be owed).`,
    })
  }
  return findings
}
