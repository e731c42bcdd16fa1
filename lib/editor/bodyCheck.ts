/**
 * The checks `npm run check` runs on an MDX body on its own: its syntax (lib/content/read/mdxFacts.ts),
 * the body rules (lib/content/check/bodyRules.ts: no code, the components and their props, addresses,
 * the results disclaimer) and the advertising rules ("specialist", the no-fee asterisk). Each message
 * in `npm run check`'s words, with the line of the body it is on.
 */
import { checkAdvertisingRules } from '../content/check/advertising/advertisingRules.ts'
import { checkBodyRules } from '../content/check/bodyRules.ts'
import { readMdxBody } from '../content/read/mdxFacts.ts'

const BODY = 'body'

export function checkBody(body: string): string[] {
  const read = readMdxBody(body, BODY, 0)
  const rules = read.tree ? checkBodyRules(read.tree, BODY, 0) : []
  return [...read.problems, ...rules, ...checkAdvertisingRules(body, BODY, 0)]
    .sort((a, b) => a.line - b.line)
    .map((problem) => `Line ${problem.line} of the body: ${problem.message}`)
}
