/**
 * Addresses of files in public/ that content names (a link to a PDF, an attorney's photo): looked
 * up only inside public/. An address with a `.` or `..` part (also written `%2e`) is never looked
 * up, so content cannot test which files exist elsewhere on the machine (the URL rule,
 * lib/content/schema/urlRule.ts, reports such an address to the editor).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Whether the path of a site address has a `.` or `..` part (the URL rule refuses them first; this lookup never trusts that). */
function climbs(address: string): boolean {
  return address.split(/[/\\]/).some((part) => {
    let decoded = part
    try {
      decoded = decodeURIComponent(part)
    } catch {
      // A malformed escape is no dot.
    }
    return decoded === '.' || decoded === '..'
  })
}

/** Whether public/ holds the file at this site address (`/guides/checklist.pdf`). */
export function publicFileExists(publicDir: string, address: string): boolean {
  if (climbs(address)) return false
  const file = path.join(publicDir, address)
  const relative = path.relative(publicDir, file)
  if (relative.split(path.sep)[0] === '..' || path.isAbsolute(relative)) return false
  return existsSync(file)
}
