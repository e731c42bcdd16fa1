/** The addresses of the site that a built page links to (`<a href="/...">`), without `#anchor`, query or trailing slash. */
export function linkedPaths(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"#?]*)/gi)].map((m) => {
    const href = m[1] ?? '/'
    return href === '/' ? href : href.replace(/\/+$/, '')
  })
}
