/**
 * The site's routes (lib/content/routes.ts) as link targets: where each address leads, and the
 * line that claims it. The one list both link checks judge links against: `npm run check`'s
 * (./checkSite.ts) and the editor's (lib/editor/buildSiteIndex.ts puts it in the site index).
 */
import type { SiteRoute } from '../routes.ts'
import { declarationOf } from '../schema/collectionRegistry.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import type { LinkTarget } from './judgeLink.ts'

export interface RouteAddress {
  url: string
  /** The frontmatter line that claims it (a page's `path` or alias; on an entry's own page, the field that names the entry). */
  line: number
  kind: 'path' | 'alias'
}

export interface RouteTarget extends LinkTarget {
  addresses: RouteAddress[]
}

function addresses(route: SiteRoute): RouteAddress[] {
  if (route.kind === 'entry') {
    const namedBy = declarationOf(route.collection).namedBy
    const line = namedBy ? findYamlLine(route.entry.frontmatter, [namedBy.field]) + 1 : 1
    return [{ url: route.url, line, kind: 'path' }]
  }
  const { data, frontmatter } = route.page
  return [
    { url: data.path, line: findYamlLine(frontmatter, ['path']) + 1, kind: 'path' },
    ...data.aliases.map((url, i) => ({
      url,
      line: findYamlLine(frontmatter, ['aliases', i]) + 1,
      kind: 'alias' as const,
    })),
  ]
}

/** Each route with its addresses; an entry's own page has no anchors of its own to link to. */
export function routeTargets(routes: readonly SiteRoute[]): RouteTarget[] {
  return routes.map((route) => ({
    file: route.kind === 'entry' ? route.entry.file : route.page.file,
    addresses: addresses(route),
    anchors: route.kind === 'page' ? route.page.analysis.anchors : [],
    usesAttorneyAnchors: route.kind === 'page' && route.page.analysis.usesAttorneyAnchors,
    usesGlossaryAnchors: route.kind === 'page' && route.page.analysis.usesGlossaryAnchors,
  }))
}
