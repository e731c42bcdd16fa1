/**
 * The two content routes share everything but this: a page without interactive parts is
 * HTML-only (pages/content), a page with islands also loads the island script
 * (pages/content-islands). Both folders' +route.ts and +onBeforePrerenderStart.ts ask here.
 */
import { contentStore } from '../../lib/content/store.ts'
import { findPageByUrl } from '../../lib/content/entries.ts'
import { pageUrls } from '../../lib/content/pagesByUrl.ts'
import { sitePages } from '../../lib/content/languages.ts'
import { usesIslands } from './usesIslands.ts'

/** Whether the URL is a content page of the route with (or without) islands. */
export function isContentUrl(urlPathname: string, withIslands: boolean): boolean {
  const page = findPageByUrl(contentStore(), urlPathname)
  return !!page && usesIslands(page) === withIslands
}

/** Every URL of the route with (or without) islands, in both languages, aliases included, to pre-render. */
export function contentUrls(withIslands: boolean): string[] {
  return sitePages(contentStore())
    .filter((page) => usesIslands(page) === withIslands)
    .flatMap((page) => pageUrls(page))
}
