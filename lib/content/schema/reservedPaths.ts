/**
 * Addresses the site keeps for itself, which no page `path`, alias or `canonical` may take, English or
 * Spanish: the files the build writes at the top of dist/client/ (the not-found pages, the editor,
 * scripts and styles, the photos' copies, the sitemap, the host's settings) and those of public/.
 * A page there would replace one of them, or be replaced by it: an alias `/404` took the place of
 * 404.html; a page at `/admin` was deleted by the editor's build. Judged in any letter case and with
 * any trailing `/`, as a host reads an address (tests/unit/reservedPaths.test.ts keeps the list in
 * step with what the build writes).
 */
import { readAddress } from './urlRule.ts'

/** Each kept address, everything under it included, with what it is. */
export const reservedPaths: Readonly<Record<string, string>> = {
  '/404': 'the not-found page (404.html)',
  '/es/404': 'the Spanish not-found page (es/404.html)',
  '/admin': 'the content editor (/admin/)',
  '/assets': "the site's scripts and styles (/assets/)",
  '/photos': "the photos' copies (/photos/)",
  '/images': "the site's own images (public/images/)",
  '/sitemap.xml': 'the sitemap for search engines',
  '/robots.txt': "the search engines' instructions",
  '/_headers': "the host's security settings",
  '/_redirects': "the host's redirects",
  '/favicon.svg': "the site's icon",
  '/favicon.ico': "the browsers' default icon address",
}

/** The address as a host matches it: decoded, lower case, without a trailing `/`. */
const normalised = (url: string) => readAddress(url).replace(/\/+$/, '') || '/'

/**
 * Why a page may not have this address, as the end of a sentence that starts with the field's name
 * (e.g. "`path` is `/404`, ..."); undefined when it may.
 */
export function reservedPathProblem(url: string): string | undefined {
  const address = normalised(url)
  const kept = Object.keys(reservedPaths).find((path) => address === path || address.startsWith(`${path}/`))
  if (kept) {
    const where = address === kept ? `is \`${url}\`, the address` : `is \`${url}\`, inside \`${kept}\`, the address`
    return `${where} of ${reservedPaths[kept]}, which the site keeps for itself: a page there would take its place or be removed by the build. Choose another address.`
  }
  // Hosts (Cloudflare Pages) answer `/x/index` by redirecting to `/x/`: the page would never be shown.
  if (/(^|\/)index$/.test(address))
    return `is \`${url}\`, which ends in \`index\`: hosts answer such an address with the folder's own page (\`${address.replace(/\/?index$/, '') || '/'}\`), so this page would never be shown. Choose another address.`
  return undefined
}
