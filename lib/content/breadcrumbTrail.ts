/**
 * Where a page sits in the site, for the breadcrumbs search engines show: its language's home page,
 * then the first page of the header's navigation whose body links to it (a case page under
 * "Practice Areas", a county under "Areas We Serve"), then the page. Derived from the content, so
 * a new page finds its place by being linked from a section page.
 */
import type { Content } from './model/content.ts'
import { canonicalPath, findPageByUrl, type PageEntry } from './entries.ts'
import { counterpartOf, languageOf } from './languages.ts'
import { homePath } from './schema/languageNames.ts'

export interface Crumb {
  name: string
  path: string
}

/** A page's own name in a trail: its title without the part after ` | ` (the firm's name, a region). */
export function crumbName(page: PageEntry): string {
  return page.data.title.split(' | ')[0]?.trim() || page.data.title
}

/** Home, section, page; empty for a home page. `navigation` and `homeName` in the page's language. */
export function breadcrumbTrail(
  content: Content,
  page: PageEntry,
  navigation: readonly { label: string; href: string }[],
  homeName: string,
): Crumb[] {
  const home = homePath(languageOf(content, page))
  const path = canonicalPath(page)
  if (path === home) return []
  const own = navigation.find((link) => findPageByUrl(content, link.href) === page)
  // A page of the navigation is a section of its own, right under the home page.
  const section = own
    ? undefined
    : navigation
        .map((link) => ({ link, target: findPageByUrl(content, link.href.split('#')[0] ?? '') }))
        .find(({ target }) => target && target !== page && linksTo(content, target, page))
  return [
    { name: homeName, path: home },
    ...(section?.target ? [{ name: section.link.label, path: canonicalPath(section.target) }] : []),
    { name: own?.label ?? crumbName(page), path },
  ]
}

/** Whether `from` links to `to`: in its body, by any of `to`'s addresses, or through the region cards it shows. */
function linksTo(content: Content, from: PageEntry, to: PageEntry): boolean {
  const inBody = from.analysis.links.some(
    (link) => link.url.startsWith('/') && findPageByUrl(content, link.url.split('#')[0] ?? '') === to,
  )
  if (inBody || !from.analysis.components.has('ServiceAreaCards')) return inBody
  // `<ServiceAreaCards />` links each region of content/places.yaml that has a card to its (English) page.
  const english = languageOf(content, to) === 'en' ? to : counterpartOf(content, to)
  return content.places.regions.some((region) => region.card && english && region.page === canonicalPath(english))
}

/** An attorney's page: their language's attorneys page's trail (home, attorneys), then the attorney. */
export function attorneyTrail(
  content: Content,
  attorneysPage: PageEntry,
  attorney: Crumb,
  navigation: readonly { label: string; href: string }[],
  homeName: string,
): Crumb[] {
  return [...breadcrumbTrail(content, attorneysPage, navigation, homeName), attorney]
}
