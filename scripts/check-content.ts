/**
 * Usage: tsx scripts/check-content.ts   (part of `npm run check` and `npm run build`)
 * Reads every content file and prints each problem as `file:line: what is wrong, and how to fix it`
 * (and, in GitHub Actions, as an annotation on that line of the pull request).
 */
import { decodePhotos, runPipeline } from '../lib/content/pipeline.ts'
import { diskEntryCache } from '../lib/content/entryCache.ts'
import { formatProblem, formatWarning } from '../lib/content/model/problems.ts'
import {
  staleTranslations,
  staleWarning,
  untranslatedEntries,
  untranslatedWarning,
} from '../lib/content/translationStatus.ts'
import { githubAnnotation, inGithubActions } from './githubAnnotation.ts'
import { escapeControls } from '../lib/text/escapeControls.ts'

const result = runPipeline(undefined, { cache: diskEntryCache() })
const { warnings, pages, attorneys, faq, glossary, es } = result
// A photo damaged inside shows only when decoded: sharp does it once per photo (kept as decoded).
const problems = [...result.problems, ...(await decodePhotos(result))]
// Warnings are printed, and fail nothing: an unused photo, a translation behind its English file.
if (warnings.length) console.warn(warnings.map(formatWarning).join('\n'))
for (const stale of staleTranslations(result)) console.warn(escapeControls(staleWarning(stale)))
for (const file of untranslatedEntries(result)) console.warn(escapeControls(untranslatedWarning(file)))
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
