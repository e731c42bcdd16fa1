/**
 * Usage: npm run new -- page <slug> | attorney <slug> | faq <slug> | term <slug>
 * Writes a valid starting file for legal staff to fill in, and its Spanish file beside it
 * (./newContent.ts), and says where they are.
 */
import path from 'node:path'
import { isNewContentRequest, newContentKinds, writeNewContent } from './newContent.ts'

const [kind, slug] = process.argv.slice(2)
if (!isNewContentRequest(kind, slug)) {
  console.error(
    `Usage: npm run new -- ${newContentKinds.join('|')} <slug>   (slug: lowercase words joined by -, e.g. truck-accident-lawyer)`,
  )
  process.exit(1)
}

const written = writeNewContent(kind, slug!)
if ('exists' in written) {
  console.error(
    `${path.relative(process.cwd(), written.exists)} already exists: open it to edit, or choose another name.`,
  )
  process.exit(1)
}
console.log(`Wrote ${path.relative(process.cwd(), written.file)}. Fill it in, then run \`npm run check\`.`)
if (written.spanish)
  console.log(
    `Wrote its Spanish file ${path.relative(process.cwd(), written.spanish)}: translate it once the English is written (npm run translations lists it), then run \`npm run translations -- --stamp ${path.relative(process.cwd(), written.spanish)}\`.`,
  )
