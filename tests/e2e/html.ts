/** Small readers of built HTML for tests that fetch pages without a browser. */
export const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
export const internalHrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1] ?? '/').filter((h) => !h.startsWith('//'))
