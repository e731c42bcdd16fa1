/**
 * The inline scripts of a built page that a strict CSP would have to allow: every `<script>`
 * without `src`, except JSON-LD (`application/ld+json`), which browsers never run. No page of
 * this site needs one, so postbuild stops the build on any, naming the page, instead of adding
 * its hash to the CSP (a script that came from content would otherwise be waved through).
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    if (/\btype\s*=\s*["']?application\/ld\+json["']?/i.test(attributes)) continue
    found.push(m[0].slice(0, 120))
  }
  return found
}
