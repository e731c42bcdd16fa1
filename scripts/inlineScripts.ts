/**
 * The inline scripts of a built page that a strict CSP would have to allow: every `<script>`
 * without `src`, except JSON-LD (`application/ld+json`) and the page's island record (JSON), which
 * browsers never run. No page of this site needs one, so postbuild stops the build on any, naming
 * the page, instead of adding its hash to the CSP (a script that came from content would otherwise
 * be waved through). The island record is checked on its own: one, in `<head>`, exactly as the
 * build recorded it (scripts/islandCheck.ts).
 */
import { ISLAND_RECORD_ID } from '../islands/islandRecord.ts'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const RECORD_ATTRIBUTES = ` type="application/json" id="${ISLAND_RECORD_ID}"`

export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    if (/\btype\s*=\s*["']?application\/ld\+json["']?/i.test(attributes)) continue
    if (attributes === RECORD_ATTRIBUTES) continue
    found.push(m[0].slice(0, 120))
  }
  return found
}
