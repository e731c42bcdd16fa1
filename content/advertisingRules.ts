/**
 * New York attorney-advertising rules that can be read off the text of a content file:
 * no claim to be a specialist (Rule 7.4), and every "no fee unless..." promise marked with
 * the asterisk that points to the costs note (22 NYCRR 1200, Rule 7.1(p)).
 */
import type { ContentProblem } from './errors.ts'

const SPECIALIST = /\bspeciali[sz](?:t|ts|e|es|ed|ing|ation)\b/i
/** Medical specialists are fine to mention: the rule is about lawyers. */
const MEDICAL_CONTEXT = /\b(doctor|physician|medical|surgeon|neurolog\w*|orthop\w*|pain|treating|radiolog\w*|therap\w*|cardiolog\w*|oncolog\w*|pediatric\w*|obstetric\w*|nurse|hospital)\b/i
/** "...are not a claim that any attorney is a specialist" states the rule rather than breaking it. */
const NEGATION = /\b(not|never|no)\b|n't\b/i
/** A paragraph that itself says costs may still be owed needs no asterisk. */
const COSTS_EXPLAINED = /\b(costs?|expenses|disbursements)\b/i
const NO_FEE = /\bno (?:attorney'?s?'? |legal )?fees?,? unless\b/i

function sentenceAround(line: string, index: number): string {
  const start = Math.max(line.lastIndexOf('.', index), line.lastIndexOf('!', index), line.lastIndexOf('?', index)) + 1
  const rest = line.slice(index)
  const end = rest.search(/[.!?](\s|$)|•|\|/)
  return line.slice(start, end === -1 ? line.length : index + end + 2)
}

export function checkAdvertisingRules(body: string, file: string, lineOffset: number): ContentProblem[] {
  const problems: ContentProblem[] = []
  body.split('\n').forEach((line, i) => {
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) return
    for (const special of line.matchAll(new RegExp(SPECIALIST, 'gi'))) {
      const sentence = sentenceAround(line, special.index)
      if (MEDICAL_CONTEXT.test(sentence) || NEGATION.test(sentence)) continue
      problems.push({ file, line: i + 1 + lineOffset, message: `"${special[0]}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.` })
    }
    for (const noFee of line.matchAll(new RegExp(NO_FEE, 'gi'))) {
      if (sentenceAround(line, noFee.index).includes('*') || COSTS_EXPLAINED.test(line)) continue
      problems.push({ file, line: i + 1 + lineOffset, message: `"${noFee[0]}..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).` })
    }
  })
  return problems
}
