/**
 * What `npm run check` does with the content (scripts/check-content.ts is its command): reads every
 * file of a content folder and prints each problem as `file:line: what is wrong, and how to fix it`
 * (and, in GitHub Actions, as an annotation on that line of the pull request), then the warnings that
 * fail nothing. Prints through `print`, so a test can call it and read what it printed.
 */
import { collectionNames, collections } from '../lib/content/schema/collectionRegistry.ts'
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

/** Where the report goes: `log` to the standard output, `warn` and `error` to the error output. */
export type Print = Pick<Console, 'log' | 'warn' | 'error'>

/** Checks the folder and prints the report; the number of problems found (0: the content is fine). */
export async function checkContentFolder(
  dir?: string,
  { githubActions = inGithubActions(), print = console }: { githubActions?: boolean; print?: Print } = {},
): Promise<number> {
  const result = runPipeline(dir, { cache: diskEntryCache() })
  const { warnings, es } = result
  // A photo damaged inside shows only when decoded: sharp does it once per photo (kept as decoded).
  const problems = [...result.problems, ...(await decodePhotos(result))]
  // Warnings are printed, and fail nothing: an unused photo, a translation behind its English file.
  if (warnings.length) print.warn(warnings.map(formatWarning).join('\n'))
  for (const stale of staleTranslations(result)) print.warn(escapeControls(staleWarning(stale)))
  for (const file of untranslatedEntries(result)) print.warn(escapeControls(untranslatedWarning(file)))
  if (problems.length) {
    print.error(problems.map(formatProblem).join('\n'))
    // In a pull request's checks, each problem also stands on its line of the changed file.
    if (githubActions) print.log(problems.map((p) => githubAnnotation(p)).join('\n'))
    print.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} to fix. docs/CONTENT.md ("This error means") explains each kind.`,
    )
    return problems.length
  }
  const spanish = collectionNames.reduce((sum, name) => sum + es[name].length, 0)
  const counts = collectionNames.map((name) => `${result[name].length} ${collections[name].plural}`)
  print.log(`Content OK: ${counts.join(', ')}${spanish ? `; ${spanish} Spanish translations` : ''}.`)
  return 0
}
