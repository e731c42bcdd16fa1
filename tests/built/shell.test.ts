/**
 * The shell every page shares, as its HTML has it, from site.yaml in the page's language: the skip
 * links first, the navigation's links, and the footer's links, phone, address, disclaimers, the
 * advertising label and the copyright. How the shell behaves (keyboard, drawer, small screens) is
 * tests/e2e/shell.spec.ts's.
 */
import { describe, expect, it } from 'vitest'
import { addressLine } from '../../components/firm/PostalAddress.tsx'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { ATTORNEY_ADVERTISING, RESULTS_DISCLAIMER } from '../../lib/content/schema/resultsDisclaimer.ts'
import { contentStore } from '../../lib/content/store.ts'
import { builtPages, readBuiltPage } from './builtSite.ts'
import { attr, descendants, isHiddenFromAll, text, type Element } from './dom.ts'
import { matches, select, selectAll } from './select.ts'

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]'
const inTabOrder = (el: Element) =>
  matches(el, FOCUSABLE) &&
  attr(el, 'tabindex') !== '-1' &&
  attr(el, 'disabled') === undefined &&
  !(el.tagName === 'input' && attr(el, 'type') === 'hidden') &&
  !isHiddenFromAll(el)

for (const ref of builtPages().filter((p) => p.kind !== 'alias')) {
  const site = siteFacts(contentStore(), ref.language).site
  describe(ref.url, () => {
    const page = () => readBuiltPage(ref)

    it('starts with the skip links to the main content and the navigation', () => {
      const [first, second] = descendants(select(page().document, 'body')!).filter(inTabOrder)
      expect([first && attr(first, 'href'), second && attr(second, 'href')]).toEqual(['#main-content', '#navigation'])
      expect(selectAll(page().document, 'main#main-content')).toHaveLength(1)
    })

    it('has the navigation of site.yaml', () => {
      const links = selectAll(page().document, '#navigation > ul a')
      expect(links.map((a) => [text(a), attr(a, 'href')])).toEqual(site.navigation.map((l) => [l.label, l.href]))
    })

    it("has the footer's links, phone, address, disclaimers, advertising label and copyright", () => {
      const footer = select(page().document, 'footer')!
      for (const href of site.footer.groups.flatMap((g) => g.links.map((l) => l.href)))
        expect(selectAll(footer, `a[href="${href}"]`), href).toHaveLength(1)
      expect(selectAll(footer, 'a[href^="tel:"][data-call-tracking]').length).toBeGreaterThan(0)
      expect(text(select(footer, 'address')!)).toBe(addressLine(site.offices[0]!))
      const words = text(footer)
      for (const disclaimer of site.footer.disclaimers) expect(words).toContain(disclaimer)
      expect(words).toContain(ATTORNEY_ADVERTISING)
      if (ref.language === 'en') expect(words).toContain(RESULTS_DISCLAIMER)
      expect(words).toContain(`© ${new Date().getFullYear()}`)
      for (const a of selectAll(footer, 'a[target="_blank"]'))
        expect((attr(a, 'rel') ?? '').split(/\s+/), attr(a, 'href')).toContain('noopener')
    })
  })
}
