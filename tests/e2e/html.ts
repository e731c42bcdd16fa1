/** Small readers of HTML answered by a server, for tests that fetch pages without a browser (tests/e2e/hosts.spec.ts). */
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
export const internalHrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1] ?? '/').filter((h) => !h.startsWith('//'))
