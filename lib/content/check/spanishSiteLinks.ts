/**
 * The links of site.yaml's `es:` block, with their lines: checked like the English ones (./checkSite.ts)
 * once the folder has Spanish pages for them to lead to (a copy of the folder without content/es/ has none).
 */
import type { SiteContent } from '../model/content.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { hasTranslations } from './checkSpanishWords.ts'

export function spanishSiteLinks(content: SiteContent): { url: string; line: number }[] {
  const { site, siteFile } = content
  const es = site.es
  if (!es || !hasTranslations(content)) return []
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
