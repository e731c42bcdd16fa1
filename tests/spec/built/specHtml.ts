/**
 * Reading a built page for the specification's checks of its HTML (tests/spec/built): the page by
 * its address, parsed once per worker (tests/built/builtSite.ts), and the lookups the tables need.
 */
import { readBuiltPage } from '../../built/builtSite.ts'
import { attr, text, type Element, type Root } from '../../built/dom.ts'
import { byRole } from '../../built/roles.ts'
import { select, selectAll } from '../../built/select.ts'

export { attr, byRole, select, selectAll, text }
export type { Element }

export const siteUrl = process.env.SITE_URL ?? 'https://www.example.com'

/** The parsed page at an address. */
export const doc = (url: string) => readBuiltPage(url).document

export const mainOf = (url: string) => select(doc(url), 'main')!

/** Each element once, in the order first met. */
export const unique = <T>(items: T[]) => [...new Set(items)]

/** The elements `selector` finds inside any of `roots`, each once. */
export const within = (roots: Element[], selector: string) => unique(roots.flatMap((r) => selectAll(r, selector)))

/** The sections (`main section` unless told) holding an h2 named exactly `title`. */
export function sectionsTitled(root: Root, title: string, scope = 'main section'): Element[] {
  return selectAll(root, scope).filter(
    (s) => byRole(root, 'heading', { level: 2, name: title, exact: true, within: s }).length > 0,
  )
}

/** The h3s of `roots`, by their text. */
export const h3Texts = (root: Root, roots: Element[]) =>
  unique(roots.flatMap((s) => byRole(root, 'heading', { level: 3, within: s }))).map(text)

/** The canonical address the page names. */
export const canonicalOf = (url: string) => attr(select(doc(url), 'link[rel="canonical"]')!, 'href')

/** The heading levels of `main` that skip one going down (h2 then h4). */
export function skippedLevels(url: string): string[] {
  const levels = selectAll(mainOf(url), 'h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName[1]))
  return levels.flatMap((level, i) =>
    level - (levels[i - 1] ?? 0) > 1 ? [`heading ${i + 1} (h${level}) follows an h${levels[i - 1] ?? 0}`] : [],
  )
}
