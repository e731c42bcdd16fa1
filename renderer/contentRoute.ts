/**
 * Route functions of the two content routes: pages without interactive parts are HTML-only
 * (pages/content), pages with islands load the island script (pages/content-islands).
 * https://vike.dev/route-function
 */
import type { PageContext } from 'vike/types'
import { findPageByUrl } from '../lib/content/index'
import { usesIslands } from './usesIslands'

export function contentRoute(withIslands: boolean) {
  return (pageContext: PageContext) => {
    const page = findPageByUrl(pageContext.urlPathname)
    return !!page && usesIslands(page) === withIslands
  }
}

export function prerenderUrls(withIslands: boolean): string[] {
  return getUrls().filter((u) => u.islands === withIslands).map((u) => u.url)
}

import { getPages, pageUrls } from '../lib/content/index'
function getUrls() {
  return getPages().flatMap((page) => pageUrls(page).map((url) => ({ url, islands: usesIslands(page) })))
}
