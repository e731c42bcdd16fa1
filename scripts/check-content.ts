/**
 * Usage: tsx scripts/check-content.ts   (part of `npm run check` and `npm run build`)
 * Reads every content file and prints each problem as `file:line: what is wrong, and how to fix it`
 * (and, in GitHub Actions, as an annotation on that line of the pull request).
 */
import { runPipeline } from '../lib/content/pipeline.ts'
import { diskEntryCache } from '../lib/content/entryCache.ts'
import { formatProblem } from '../lib/content/model/problems.ts'
import {
  staleTranslations,
  staleWarning,
  untranslatedEntries,
  untranslatedWarning,
} from '../lib/content/translationStatus.ts'
import { githubAnnotation, inGithubActions } from './githubAnnotation.ts'

const content = runPipeline(undefined, { cache: diskEntryCache() })
const { problems, pages, attorneys, faq, glossary, es } = content
// A translation behind its English file is for the editors to review: it never fails the check.
for (const stale of staleTranslations(content)) console.warn(staleWarning(stale))
for (const file of untranslatedEntries(content)) console.warn(untranslatedWarning(file))
if (problems.length) {
  console.error(problems.map(formatProblem).join('\n'))
  // In a pull request's checks, each problem also stands on its line of the changed file.
  if (inGithubActions()) console.log(problems.map((p) => githubAnnotation(p)).join('\n'))
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} to fix. docs/CONTENT.md ("This error means") explains each kind.`,
  )
  process.exit(1)
}
const spanish = es.pages.length + es.attorneys.length + es.faq.length + es.glossary.length
console.log(
  `Content OK: ${pages.length} pages, ${attorneys.length} attorneys, ${faq.length} FAQ entries, ${glossary.length} glossary terms${spanish ? `; ${spanish} Spanish translations` : ''}.`,
)
