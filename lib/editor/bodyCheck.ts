/**
 * The checks `npm run check` runs on an MDX body on its own: its syntax, the results
 * disclaimer and the other element rules (lib/content/read/mdxAnalysis.ts), and the advertising
 * rules ("specialist", the no-fee asterisk). Each message in `npm run check`'s words, with the
 * line of the body it is on.
 */
import { checkAdvertisingRules } from '../content/checks/advertising/advertisingRules.ts'
import { parseAndAnalyzeMdx } from '../content/read/mdxAnalysis.ts'

const BODY = 'body'

export function checkBody(body: string): string[] {
  const { analysis } = parseAndAnalyzeMdx(body, BODY, 0)
  return [...analysis.problems, ...checkAdvertisingRules(body, BODY, 0)]
    .sort((a, b) => a.line - b.line)
    .map((problem) => `Line ${problem.line} of the body: ${problem.message}`)
}
