/** The one way to find a page by address: its path or one of its aliases, a trailing slash ignored. */

interface Addressed {
  data: { path: string; aliases: string[] }
}

/** Every address a page answers at: its path, then its aliases. */
export function pageUrls(page: Addressed): string[] {
  return [page.data.path, ...page.data.aliases]
}

/** Pages by each address they answer at. The first page to claim an address wins (checkSite reports the others). */
export function indexPagesByUrl<P extends Addressed>(pages: readonly P[]): Map<string, P> {
  return indexByUrl(pages, pageUrls)
}

/** Anything with addresses (a page, a route, the editor's record of one) by each address it answers at; the first claim wins. */
export function indexByUrl<T>(items: readonly T[], urlsOf: (item: T) => readonly string[]): Map<string, T> {
  const index = new Map<string, T>()
  for (const item of items) for (const url of urlsOf(item)) if (!index.has(url)) index.set(url, item)
  return index
}

/** The page at an address (`/faq` or `/faq/`), from an index made by indexPagesByUrl. */
export function pageAt<P>(index: ReadonlyMap<string, P>, url: string): P | undefined {
  return index.get(url === '/' ? '/' : url.replace(/\/$/, ''))
}
