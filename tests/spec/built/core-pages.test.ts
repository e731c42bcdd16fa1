/**
 * The core pages (home, practice areas, contact, attorney referrals, current clients, government
 * claims) as built, read from their HTML (tests/spec/corePages.ts): the h1, the figures, lists,
 * counts and section order the specification fixes, no skipped heading level, call tracking on
 * every tel link, and every same-page #link's target. That the texts and links it names are seen
 * is tests/spec/pages.spec.ts's; links to other pages are crawled in tests/built/links.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { builtFileFor } from '../../built/builtSite.ts'
import { descendants, innerText } from '../../built/dom.ts'
import { corePages } from '../corePages.ts'
import { attr, doc, mainOf, select, selectAll, skippedLevels, text } from './specHtml.ts'

for (const core of corePages) {
  describe(core.url, () => {
    it('has one h1, the one the specification gives', () => {
      expect(builtFileFor(core.url), 'a page at the address').toBeDefined()
      expect(selectAll(doc(core.url), 'h1').map(text)).toEqual([core.h1])
    })

    it('has the lists, counts and section order of the specification', () => {
      for (const list of core.lists ?? []) {
        const scope = select(doc(core.url), list.within)
        expect(scope, list.within).toBeDefined()
        const actual = list.pattern
          ? [...innerText(scope!).matchAll(list.pattern)].map((m) => m[0])
          : selectAll(scope!, list.item ?? 'li').map((e) => (list.attr ? attr(e, list.attr) : text(e)))
        expect(actual, `${list.within} ${list.item ?? String(list.pattern)}`).toEqual(list.expected)
      }
      for (const { selector, count } of core.counts ?? [])
        expect(selectAll(doc(core.url), selector), selector).toHaveLength(count)
      if (core.order) {
        const ids = selectAll(mainOf(core.url), '[id]').map((e) => attr(e, 'id')!)
        expect(ids.filter((id) => core.order!.includes(id))).toEqual(core.order)
      }
    })

    it('skips no heading level, tags every tel link for call tracking, and has every same-page #link target', () => {
      expect(skippedLevels(core.url)).toEqual([])
      const tels = selectAll(doc(core.url), 'a[href^="tel:"]')
      expect(tels.length).toBeGreaterThan(0)
      for (const tel of tels) expect(attr(tel, 'data-call-tracking'), attr(tel, 'href')).toBe('')
      const ids = descendants(doc(core.url)).map((e) => attr(e, 'id'))
      for (const a of selectAll(mainOf(core.url), 'a[href^="#"]')) {
        const id = attr(a, 'href')!.slice(1)
        expect(
          ids.filter((x) => x === id),
          `#${id}`,
        ).toHaveLength(1)
      }
    })
  })
}
