/**
 * The one rule for every address content holds: links and props in MDX bodies, and the address
 * fields of the YAML files (lib/content/schema/collections.ts). An address may be a page or file of
 * the site (`/...`), an anchor (`#...`), `https:`, `mailto:` or `tel:`; nothing else. It is judged
 * as a browser reads it (character references decoded, tabs, line breaks and control characters
 * dropped, `\` read as `/`, any case), so no spelling slips through.
 */

/** `link`: any address above; `internal`: on this site, starting with one `/`; `https`: a full `https://` address. */
export type UrlKind = 'link' | 'internal' | 'https'

const CODE_SCHEMES = new Set(['javascript', 'vbscript', 'data'])
const LINK_SCHEMES = new Set(['https', 'mailto', 'tel'])

const FIX: Record<UrlKind, string> = {
  link: 'Link to a page of the site (e.g. `/contact`), an `https://` address, `mailto:` or `tel:`.',
  internal: 'Write an address on this site, starting with one `/`, e.g. `/contact`.',
  https: 'Write the full `https://` address, e.g. `https://www.example.com/...`.',
}

/** The named character references that can spell part of a scheme or a path's start. */
const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  percnt: '%',
  amp: '&',
  num: '#',
  quest: '?',
}

/** `&#106;`, `&#x6A;` (a browser reads them without the `;` too) and the few named references above. */
function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these from an address, so the rule must see past them.
const INVISIBLE = /[\u0000-\u0020\u007f]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: tabs, line breaks and control characters inside an address.
const HIDDEN_INSIDE = /[\u0000-\u001f\u007f]/

/** The address as the rule judges it: decoded, without invisible characters, `\` as `/`, in lower case. */
export function readAddress(url: string): string {
  return decodeReferences(url).replace(INVISIBLE, '').replace(/\\/g, '/').toLowerCase()
}

/** What an address is shown as in a message: a scheme that can run code is never repeated in full. */
export function shownAddress(url: string): string {
  const scheme = /^([a-z][a-z\d+.-]*):/.exec(readAddress(url))?.[1]
  if (scheme && CODE_SCHEMES.has(scheme)) return `${scheme}:...`
  const written = url.trim()
  return written.length > 60 ? `${written.slice(0, 57)}...` : written
}

/**
 * Why `url` is not allowed where an address of `kind` is expected, as the end of a sentence that
 * starts with the address (e.g. "is not secure: ..."); undefined when it is allowed. An empty
 * address is left to the field's own checks.
 */
export function urlProblem(url: string, kind: UrlKind = 'link'): string | undefined {
  const address = readAddress(url)
  if (!address) return undefined
  const scheme = /^([a-z][a-z\d+.-]*):/.exec(address)?.[1]
  if (scheme && CODE_SCHEMES.has(scheme))
    return `is not allowed: \`javascript:\`, \`vbscript:\` and \`data:\` addresses can run code or hide content. ${FIX[kind]}`
  if (url.trim() !== url || HIDDEN_INSIDE.test(decodeReferences(url)))
    return 'has spaces, tabs, line breaks or invisible characters around or inside it: remove them.'
  if (scheme === 'http')
    return kind === 'internal'
      ? `is another website's address. ${FIX.internal}`
      : `is not secure: write \`https://\` in place of \`http://\`${kind === 'link' && address.startsWith('http://www.') ? ' (a bare `www.` address in the text counts as `http://` too)' : ''}.`
  if (scheme) {
    if (kind === 'internal')
      return `${scheme === 'https' ? "is another website's address" : `starts with \`${scheme}:\`, which cannot be used here`}. ${FIX.internal}`
    if (kind === 'https' && scheme === 'https')
      return /^https:\/\/[^/?#@]+/.test(address) ? undefined : `is not complete. ${FIX.https}`
    if (kind === 'https') return `starts with \`${scheme}:\`, which cannot be used here. ${FIX.https}`
    return LINK_SCHEMES.has(scheme) ? undefined : `starts with \`${scheme}:\`, which is not allowed. ${FIX.link}`
  }
  if (address.startsWith('//')) {
    if (kind === 'https') return `has no \`https:\` in front. ${FIX.https}`
    return kind === 'link'
      ? 'opens another website: an address starting with `//` leaves the site. For a page of this site write one `/` (e.g. `/contact`); for another website write its full `https://` address.'
      : `opens another website: an address starting with \`//\` leaves the site. ${FIX.internal}`
  }
  if (kind === 'https') return `is not a full address. ${FIX.https}`
  if (address.startsWith('/')) {
    const path = (address.split(/[?#]/)[0] ?? '').replace(/%2f|%5c/g, '/').replace(/%2e/g, '.')
    const parts = path.split('/')
    if (parts.includes('..'))
      return "climbs up with `..`: write the page's full address from the start of the site, e.g. `/contact`."
    if (parts.includes('.'))
      return 'has a `.` part, which addresses on this site never have: write the address itself from the start of the site, e.g. `/contact`.'
    return undefined
  }
  if (address.startsWith('#')) return kind === 'link' ? undefined : `is only an anchor. ${FIX.internal}`
  return kind === 'link'
    ? 'is not a complete address: start a page of the site with `/` (e.g. `/contact`) and another website with `https://`.'
    : `does not start with \`/\`. ${FIX.internal}`
}

/** The sentence for an address in an MDX body, e.g. "the address `http://x` is not secure: ...". */
export function urlMessage(url: string, kind: UrlKind = 'link'): string | undefined {
  const problem = urlProblem(url, kind)
  return problem && `the address \`${shownAddress(url)}\` ${problem}`
}

/** The sentence for an address field of a YAML file, after its name, e.g. "`social.0.url` holds `...`, which ...". */
export function urlFieldMessage(url: string, kind: UrlKind): string {
  return `holds \`${shownAddress(url)}\`, which ${urlProblem(url, kind) ?? 'is allowed'}`
}
