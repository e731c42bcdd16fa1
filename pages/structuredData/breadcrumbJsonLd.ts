import type { BreadcrumbList, WithContext } from 'schema-dts'
import type { Crumb } from '../../lib/content/breadcrumbTrail.ts'

/** The page's trail (home, section, page) as search engines show it under the result. */
export function breadcrumbJsonLd(trail: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}
