/**
 * The checks `npm run check` runs on an MDX body on its own: its syntax, the results
 * disclaimer and the other element rules (lib/content/read/mdxAnalysis.ts), and the advertising
 * rules ("specialist", the no-fee asterisk). Each message in `npm run check`'s words, at the
 * line of the file (`lineOffset`: the lines before the body), which the body editor's gutter shows.
 */
import { checkAdvertisingRules } from '../content/checks/advertising/advertisingRules.ts'
import { parseAndAnalyzeMdx } from '../content/read/mdxAnalysis.ts'
import { findUnclosedTags, type BodyProblem } from './unclosedTags.ts'

export type { BodyProblem }

const BODY = 'body'

/** Every problem of the body, by line. */
export function bodyProblems(body: string, lineOffset = 0): BodyProblem[] {
  const { analysis, tree } = parseAndAnalyzeMdx(body, BODY, lineOffset)
  // A body the parser gave up on: an unclosed component is named where it was opened, rather
  // than at the `{` or `<` where the parser stopped.
  const unclosed = tree ? [] : findUnclosedTags(body, lineOffset)
  const syntax = unclosed.length ? unclosed : analysis.problems
  return [...syntax, ...checkAdvertisingRules(body, BODY, lineOffset)]
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => ({ line, message }))
}

/** The problems as sentences: `Line 36: ...`. */
export function checkBody(body: string, lineOffset = 0): string[] {
  return bodyProblems(body, lineOffset).map((problem) => `Line ${problem.line}: ${problem.message}`)
}
