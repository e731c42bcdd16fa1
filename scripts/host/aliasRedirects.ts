/**
 * The `_redirects` file both hosts read (Netlify and Cloudflare Pages share its format): how a page's
 * other addresses (its aliases) answer, and the Spanish not-found page.
 *
 * An alias that a page of the site links to (the specification keeps such links as written, e.g.
 * the footer's /slip-and-fall-lawyer) stays a page of its own: 200 at once, its canonical link naming
 * the page, so a visitor's click costs no round trip. Every other alias (an old address that only
 * links from elsewhere reach) answers one permanent redirect to the canonical address, which search
 * engines follow and credit to it; its file is not kept. Each such alias gets a line with and one
 * without a trailing slash: Cloudflare matches a rule's path exactly (Netlify matches both forms
 * with either line), so `/alias/` too reaches the page in one hop.
 *
 * The Spanish not-found line comes last, because Netlify applies the first rule that matches and a
 * Spanish alias must not be caught by `/es/*`. Cloudflare Pages skips that line (it serves the
 * nearest 404.html by itself, and takes no 404 status in `_redirects`).
 */
export interface AddressedPage {
  canonical: string
  /** The page's addresses other than its canonical one. */
  aliases: string[]
}

/** Cloudflare Pages reads at most this many plain redirects from `_redirects`. */
export const CLOUDFLARE_REDIRECT_LIMIT = 2000

export interface AliasRedirects {
  /** The aliases that answer with a redirect, whose pre-rendered files the build removes. */
  redirected: string[]
  /** The text of `_redirects`. */
  file: string
}

export function aliasRedirects(
  pages: readonly AddressedPage[],
  linked: ReadonlySet<string>,
  spanishNotFound: boolean,
): AliasRedirects {
  const redirected: string[] = []
  const lines: string[] = []
  for (const page of pages)
    for (const alias of page.aliases) {
      if (linked.has(alias)) continue
      redirected.push(alias)
      lines.push(`${alias}  ${page.canonical}  301`, `${alias}/  ${page.canonical}  301`)
    }
  if (spanishNotFound) lines.push('/es/*  /es/404.html  404')
  return { redirected, file: lines.length ? `${lines.join('\n')}\n` : '' }
}
