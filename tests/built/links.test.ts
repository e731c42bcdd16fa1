/**
 * One crawl of the built site: every link of every page, alias and not-found page to an address of
 * the site reaches a page or file of the build, never the not-found page, and a link with `#anchor`
 * (to another page or the same one) has an element with that id where it lands.
 */
import { expect, it } from 'vitest'
import { builtAddressExists, builtFileFor, builtPages, readBuiltPage } from './builtSite.ts'
import { attr, descendants } from './dom.ts'
import { selectAll } from './select.ts'

/** The ids of the page at an address (once each). */
const idsAt = new Map<string, Set<string>>()
function idsOf(url: string): Set<string> {
  let ids = idsAt.get(url)
  if (!ids) {
    ids = new Set(descendants(readBuiltPage(url).document).flatMap((el) => attr(el, 'id') ?? []))
    idsAt.set(url, ids)
  }
  return ids
}

it('every link within the site reaches a page or file of the build, and its #anchor is there', () => {
  const linkedFrom = new Map<string, string>()
  for (const ref of builtPages())
    for (const a of selectAll(readBuiltPage(ref).document, 'a[href]')) {
      const href = attr(a, 'href')!
      if (href.startsWith('#')) linkedFrom.set(`${ref.url}${href}`, ref.url)
      else if (href.startsWith('/') && !href.startsWith('//') && !linkedFrom.has(href)) linkedFrom.set(href, ref.url)
    }
  const problems: string[] = []
  for (const [href, from] of linkedFrom) {
    const [address = '/', anchor] = href.split('#')
    const path = address.split('?')[0] || '/'
    if (!builtAddressExists(path)) problems.push(`${href} (linked from ${from}) reaches the not-found page`)
    else if (anchor && builtFileFor(path) && !idsOf(path).has(decodeURIComponent(anchor)))
      problems.push(`${href} (linked from ${from}): the page has no element with id="${anchor}"`)
  }
  expect(problems).toEqual([])
  expect(linkedFrom.size).toBeGreaterThan(20)
})
