/**
 * New York attorney-advertising rules that can be read off the text of a content file:
 * no claim to be a specialist (Rule 7.4), and every "no fee unless..." promise marked with
 * the asterisk that points to the costs note (22 NYCRR 1200, Rule 7.1(p)).
 */
import type { ContentProblem } from '../../errors.ts'
import { SPECIALIST, claimsSpecialty } from './specialistClaim.ts'

/** A paragraph (a line of Markdown) that itself says costs may still be owed needs no asterisk. */
const COSTS_EXPLAINED = /\b(costs?|expenses|disbursements)\b/i
const NO_FEE = /\bno (?:attorney'?s?'? |legal )?fees?,? unless\b|\bno win,? no fee\b/i

/** The sentence of the line around `index`, and where it starts. */
function sentenceAround(line: string, index: number): { text: string; start: number } {
  const start = Math.max(line.lastIndexOf('.', index), line.lastIndexOf('!', index), line.lastIndexOf('?', index)) + 1
  const rest = line.slice(index)
  const end = rest.search(/[.!?](\s|$)|•|\|/)
  return { text: line.slice(start, end === -1 ? line.length : index + end + 2), start }
}

export function checkAdvertisingRules(body: string, file: string, lineOffset: number): ContentProblem[] {
  const problems: ContentProblem[] = []
  body.split('\n').forEach((line, i) => {
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) return
    for (const special of line.matchAll(SPECIALIST)) {
      const sentence = sentenceAround(line, special.index)
      if (!claimsSpecialty(sentence.text, special.index - sentence.start, special[0])) continue
      problems.push({
        file,
        line: i + 1 + lineOffset,
        message: `"${special[0]}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.`,
      })
    }
    for (const noFee of line.matchAll(new RegExp(NO_FEE, 'gi'))) {
      const { text } = sentenceAround(line, noFee.index)
      if (text.includes('*') || COSTS_EXPLAINED.test(line)) continue
      problems.push({
        file,
        line: i + 1 + lineOffset,
        message: `"${noFee[0]}${/unless$/i.test(noFee[0]) ? '...' : ''}" needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).`,
      })
    }
  })
  return problems
}
