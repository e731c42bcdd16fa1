/**
 * New York attorney-advertising rules that can be read off the text of a content file:
 * no claim to be a specialist (Rule 7.4), and every "no fee unless..." promise marked with
 * the asterisk that points to the costs note (22 NYCRR 1200, Rule 7.1(p)).
 * Each line is read once; the work grows with the length of the text, never with its square.
 */
import type { ContentProblem } from '../../model/problems.ts'
import { SPECIALIST, SpecialistLine } from './specialistClaim.ts'

/** A paragraph (a line of Markdown) that itself says costs may still be owed needs no asterisk. */
const COSTS_EXPLAINED = /\b(costs?|expenses|disbursements)\b|(?<!\p{L})(?:costos?|gastos)(?!\p{L})/iu
/** The promise in English and in Spanish ("no cobramos honorarios a menos que", "sin honorarios a menos que"). */
const NO_FEE =
  /\bno (?:attorney'?s?'? |legal )?fees?,? unless\b|\bno win,? no fee\b|(?<!\p{L})(?:no cobramos(?: honorarios)?|sin (?:cobro de )?honorarios),? a menos que(?!\p{L})|(?<!\p{L})si no ganamos,? no cobramos(?!\p{L})/giu
const NOTE_LINE = /^\s*\{\/\*.*\*\/\}\s*$/

export function checkAdvertisingRules(body: string, file: string, lineOffset: number): ContentProblem[] {
  const problems: ContentProblem[] = []
  body.split('\n').forEach((text, i) => {
    if (NOTE_LINE.test(text)) return
    const line = new SpecialistLine(text)
    for (const special of text.matchAll(SPECIALIST)) {
      if (!line.claimsSpecialty(special.index, special[0])) continue
      problems.push({
        file,
        line: i + 1 + lineOffset,
        message: `"${special[0]}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. ${/^(?:especiali|expert)/i.test(special[0]) ? 'In Spanish, write "nos dedicamos a", "nuestra práctica se centra en" or "áreas de enfoque" instead.' : 'Write "focus on", "concentrate on" or "handle" instead.'}`,
      })
    }
    if (COSTS_EXPLAINED.test(text)) return
    for (const noFee of text.matchAll(NO_FEE)) {
      if (line.hasStar(line.sentenceAround(noFee.index))) continue
      problems.push({
        file,
        line: i + 1 + lineOffset,
        message: `"${noFee[0]}${/(?:unless|que)$/i.test(noFee[0]) ? '...' : ''}" needs the asterisk that points to the costs note: write it as ${/cobramos|honorarios/i.test(noFee[0]) ? '"no cobramos honorarios a menos que ganemos*"' : '"No fee unless we win*"'} (the footer explains that case costs may still be owed).`,
      })
    }
  })
  return problems
}
