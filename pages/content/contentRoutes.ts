/**
 * The two content routes share everything but this: a page without interactive parts is
 * HTML-only (pages/content), a page with islands also loads the island script
 * (pages/content-islands). Both folders' +route.ts and +onBeforePrerenderStart.ts ask here, and
 * here asks the site's routes (lib/content/routes.ts), as the entries' own pages do (pages/entry).
 */
import { contentStore } from '../../lib/content/store.ts'
import { routeAt, siteRoutes, type SiteRoute } from '../../lib/content/routes.ts'
import { usesIslands } from './usesIslands.ts'

const isPageRoute = (route: SiteRoute | undefined, withIslands: boolean) =>
  route?.kind === 'page' && usesIslands(route.page) === withIslands

/** Whether the URL is a content page of the route with (or without) islands. */
export function isContentUrl(urlPathname: string, withIslands: boolean): boolean {
  return isPageRoute(routeAt(contentStore(), urlPathname), withIslands)
}

/** Every URL of the route with (or without) islands, in both languages, aliases included, to pre-render. */
export function contentUrls(withIslands: boolean): string[] {
  return siteRoutes(contentStore()).flatMap((route) => (isPageRoute(route, withIslands) ? route.addresses : []))
}
