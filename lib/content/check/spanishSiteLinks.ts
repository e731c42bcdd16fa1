/** The links of site.yaml's `es:` block, with their lines: checked like the English ones (./checkSite.ts). */
import type { SiteContent } from '../model/content.ts'
import { findYamlLine } from '../read/yamlLines.ts'

export function spanishSiteLinks({ site, siteFile }: SiteContent): { url: string; line: number }[] {
  const es = site.es
  if (!es) return []
  const line = (path: (string | number)[]) => findYamlLine(siteFile.text, ['es', ...path, 'href'])
  return [
    ...es.navigation.map((l, i) => ({ url: l.href, line: line(['navigation', i]) })),
    ...es.footer.groups.flatMap((g, gi) =>
      g.links.map((l, i) => ({ url: l.href, line: line(['footer', 'groups', gi, 'links', i]) })),
    ),
    ...(['homeLink', 'contactLink'] as const).map((key) => ({
      url: es.notFound[key].href,
      line: line(['notFound', key]),
    })),
  ]
}
