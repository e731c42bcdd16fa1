/**
 * Usage: npm run translations                      which Spanish files to review, with what changed in English
 *        npm run translations -- --stamp <file...>  record that these Spanish files translate today's English
 *        npm run translations -- --stamp            the same for every Spanish file that records nothing yet
 * A Spanish file records the English text it was made from (`sourceHash`); once the English file
 * changes, this report lists the Spanish file, since when the English differs, and the English diff (from
 * git history, when this copy has it and the recorded text is a version of that English file: ./translationReport.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runPipeline } from '../lib/content/pipeline.ts'
import { translationStatus, untranslatedEntries, type TranslationStatus } from '../lib/content/translationStatus.ts'
import { gitIn, staleReport } from './translationReport.ts'
import { withSourceHash } from '../lib/content/sourceHashLine.ts'

const args = process.argv.slice(2)
const content = runPipeline()
const statuses = translationStatus(content)

if (args[0] === '--stamp') {
  const named = args.slice(1).map((file) => path.relative(process.cwd(), path.resolve(file)))
  const chosen = named.length
    ? statuses.filter((s) => named.includes(path.relative(process.cwd(), path.resolve(s.file))))
    : statuses.filter((s) => !s.recorded)
  const unknown = named.filter((file) => !chosen.some((s) => path.resolve(s.file) === path.resolve(file)))
  for (const file of unknown)
    console.error(`${file}: not a Spanish file whose English file exists (see npm run check).`)
  for (const status of chosen) stamp(status)
  console.log(`Recorded the English text of ${chosen.length} translation${chosen.length === 1 ? '' : 's'}.`)
  process.exit(unknown.length ? 1 : 0)
}

const unstamped = statuses.filter((s) => !s.recorded)
const stale = statuses.filter((s) => s.recorded && s.recorded !== s.current)
console.log(
  `${statuses.length} Spanish files; ${stale.length} to review; ${unstamped.length} without a recorded English text.\n`,
)
for (const status of stale) console.log(staleReport(status, gitIn(process.cwd())).join('\n'))
for (const status of unstamped)
  console.log(`${status.file}: records no English text yet: run npm run translations -- --stamp ${status.file}`)
for (const file of untranslatedEntries(content))
  console.log(`${file}: no Spanish file yet (npm run check says what Spanish pages show meanwhile).`)

/** Writes `sourceHash: <today's>` into the file's frontmatter, after `translationOf:` (or in place of the old one). */
function stamp(status: TranslationStatus): void {
  writeFileSync(status.file, withSourceHash(readFileSync(status.file, 'utf8'), status.current))
  console.log(`${status.file}: translates ${status.source} as it is now (${status.current}).`)
}
