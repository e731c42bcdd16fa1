/**
 * Usage: tsx scripts/check-content.ts   (part of `npm run check` and `npm run build`)
 * Reads every content file and prints each problem as `file:line: what is wrong, and how to fix it`.
 */
import { loadContent } from '../lib/content/read/load.ts'
import { formatProblem } from '../lib/content/errors.ts'

const { problems, pages, attorneys, faq, glossary } = loadContent()
if (problems.length) {
  console.error(problems.map(formatProblem).join('\n'))
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} to fix. docs/CONTENT.md ("This error means") explains each kind.`,
  )
  process.exit(1)
}
console.log(
  `Content OK: ${pages.length} pages, ${attorneys.length} attorneys, ${faq.length} FAQ entries, ${glossary.length} glossary terms.`,
)
