/**
 * The not-found page of each language (dist/client/404.html, es/404.html), in the words of
 * site.yaml `notFound` (and its `es:` block): its heading and text, a way on (home, contact, a call
 * tagged for call tracking), its own canonical address, kept out of search, and a description.
 * That the server answers a missing address with it and status 404 is tests/e2e/pages.spec.ts's.
 */
import { describe, expect, it } from 'vitest'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { builtPages, readBuiltPage } from './builtSite.ts'
import { attr, text } from './dom.ts'
import { byRole } from './roles.ts'
import { select, selectAll } from './select.ts'

for (const ref of builtPages().filter((p) => p.kind === 'not-found')) {
  const facts = siteFacts(contentStore(), ref.language)
  const words = facts.site.notFound
  describe(`the not-found page of ${ref.language} (${ref.url})`, () => {
    const page = () => readBuiltPage(ref)

    it('says the page is not there, and offers the home page, the contact page and a call', () => {
      const main = select(page().document, 'main')!
      expect(text(select(main, 'h1')!)).toBe(words.title)
      expect(text(main)).toContain(words.text)
      for (const { label, href } of [words.homeLink, words.contactLink]) {
        const links = byRole(page().document, 'link', { name: label, within: main })
        expect(
          links.map((a) => attr(a, 'href')),
          label,
        ).toContain(href)
      }
      const tel = selectAll(main, 'a[href^="tel:"]')
      expect(tel.length, 'a call link').toBeGreaterThan(0)
      for (const a of tel) expect(attr(a, 'data-call-tracking'), 'tagged for call tracking').toBe('')
    })

    it('has its own canonical address, noindex, a description and its language', () => {
      const doc = page().document
      expect(attr(select(doc, 'link[rel="canonical"]')!, 'href')).toMatch(/^https?:\/\/[^/]+(\/es)?\/404$/)
      expect(attr(select(doc, 'meta[name="robots"]')!, 'content')).toBe('noindex')
      expect(attr(select(doc, 'meta[name="description"]')!, 'content')).toMatch(/\S/)
      expect(attr(select(doc, 'html')!, 'lang')).toBe(ref.language)
    })
  })
}
