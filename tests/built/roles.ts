/**
 * Playwright's `getByRole` and `getByText` on a parsed page, for the roles the tests ask for:
 * elements hidden from everyone (`hidden`, `aria-hidden="true"`) are left out, a name given as a
 * string matches case-insensitively anywhere unless `exact`, as Playwright matches.
 */
import { attr, descendants, isElement, isHiddenFromAll, parentElement, text, type Element, type Root } from './dom.ts'

const ROLE_OF_TAG: Record<string, string> = {
  a: 'link',
  button: 'button',
  ul: 'list',
  ol: 'list',
  li: 'listitem',
  img: 'img',
  nav: 'navigation',
  main: 'main',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  form: 'form',
  table: 'table',
}

export function roleOf(el: Element): string | undefined {
  const explicit = attr(el, 'role')
  if (explicit) return explicit.split(/\s+/)[0]
  if (el.tagName === 'a' && attr(el, 'href') === undefined) return undefined
  if (el.tagName === 'img' && attr(el, 'alt') === '') return 'presentation'
  return ROLE_OF_TAG[el.tagName]
}

/** The roles whose name may come from their content (WAI-ARIA); a list, a navigation... is named only by a label. */
const NAMED_BY_CONTENT = new Set([
  'link',
  'button',
  'heading',
  'tab',
  'option',
  'cell',
  'columnheader',
  'rowheader',
  'menuitem',
  'checkbox',
  'radio',
  'switch',
  'treeitem',
  'tooltip',
])

/** The accessible name, as far as these pages need it: aria-labelledby, aria-label, an image's alt, or the text of the content. */
export function accessibleName(el: Element, root: Root): string {
  const labelledBy = attr(el, 'aria-labelledby')
  if (labelledBy) {
    const all = descendants(root)
    return labelledBy
      .split(/\s+/)
      .map((id) => all.find((e) => attr(e, 'id') === id))
      .map((e) => (e ? nameFromContent(e) : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  const label = attr(el, 'aria-label')
  if (label?.trim()) return label.replace(/\s+/g, ' ').trim()
  if (el.tagName === 'img') return (attr(el, 'alt') ?? '').trim()
  const role = roleOf(el)
  return role && NAMED_BY_CONTENT.has(role) ? nameFromContent(el) : ''
}

function nameFromContent(el: Element): string {
  const parts: string[] = []
  const walk = (node: Element) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) {
        if (child.nodeName === '#text' && 'value' in child) parts.push(child.value)
        continue
      }
      if (attr(child, 'aria-hidden') === 'true' || attr(child, 'hidden') !== undefined) continue
      if (child.tagName === 'img') parts.push(` ${attr(child, 'alt') ?? ''} `)
      else if (attr(child, 'aria-label')) parts.push(` ${attr(child, 'aria-label')} `)
      else if (child.tagName !== 'script' && child.tagName !== 'style') walk(child)
    }
  }
  walk(el)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

export type NameQuery = string | RegExp

export function nameMatches(actual: string, wanted: NameQuery, exact = false): boolean {
  if (wanted instanceof RegExp) return wanted.test(actual)
  return exact ? actual === wanted.trim() : actual.toLowerCase().includes(wanted.trim().toLowerCase())
}

export function byRole(
  root: Root,
  role: string,
  { name, exact, level, within }: { name?: NameQuery; exact?: boolean; level?: number; within?: Root } = {},
): Element[] {
  return descendants(within ?? root).filter(
    (el) =>
      roleOf(el) === role &&
      !isHiddenFromAll(el) &&
      (level === undefined || el.tagName === `h${level}` || attr(el, 'aria-level') === String(level)) &&
      (name === undefined || nameMatches(accessibleName(el, root), name, exact)),
  )
}

/** Like `getByText`: the innermost elements whose text matches (whole text when `exact`). */
export function byText(within: Root, wanted: NameQuery, exact = false): Element[] {
  const hits = descendants(within).filter(
    (el) => !['script', 'style', 'template'].includes(el.tagName) && nameMatches(text(el), wanted, exact),
  )
  const set = new Set(hits)
  return hits.filter((el) => !descendants(el).some((d) => set.has(d)))
}

/** The nearest ancestor (or the element itself) that `test` accepts. */
export function closest(el: Element, test: (e: Element) => boolean): Element | undefined {
  for (let e: Element | undefined = el; e; e = parentElement(e)) if (test(e)) return e
  return undefined
}
