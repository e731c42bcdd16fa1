/**
 * `npm run docs:tables`: rewrites the tables of docs/CONTENT.md that describe the collections, from
 * the code (./docsTables/collectionTables.ts), between their `<!-- generated: ... -->` markers.
 * `--check` writes nothing and fails when the file is not what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { guideTables } from './docsTables/collectionTables.ts'
import { rewriteGenerated } from './docsTables/generatedBlocks.ts'

const GUIDE = 'docs/CONTENT.md'

const text = readFileSync(GUIDE, 'utf8')
const rewritten = rewriteGenerated(text, guideTables, GUIDE)
if (rewritten === text) console.log(`${GUIDE}: the collection tables are up to date.`)
else if (process.argv.includes('--check')) {
  console.error(`${GUIDE}'s collection tables are out of date: run \`npm run docs:tables\`.`)
  process.exitCode = 1
} else {
  writeFileSync(GUIDE, rewritten)
  console.log(`${GUIDE}: the collection tables rewritten from the registry.`)
}
