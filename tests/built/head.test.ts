/**
 * What each built page and alias says about itself, derived from the content: its title and `##`
 * headings (the page's file), its canonical address, description and language (`lang`,
 * `og:locale`), the alternate addresses of the page in each language (hreflang) and the header's
 * link to the other language.
 */
import { describe, expect, it } from 'vitest'
import { canonicalPath } from '../../lib/content/entries.ts'
import { counterpartOf } from '../../lib/content/languages.ts'
import { contentStore } from '../../lib/content/store.ts'
import { documentTitle } from '../../lib/content/schema/documentTitle.ts'
import { builtPages, readBuiltPage } from './builtSite.ts'
import { attr, text } from './dom.ts'
import { select, selectAll } from './select.ts'

const content = contentStore()
const SITE = content.site.siteUrl

for (const ref of builtPages().filter((p) => p.entry)) {
  const entry = ref.entry!
  describe(`${ref.url}${ref.kind === 'alias' ? ` (alias of ${canonicalPath(entry)})` : ''}`, () => {
    const page = () => readBuiltPage(ref)

    it(`has the title of ${entry.file}, one h1, and its ## headings in order`, () => {
      expect(text(select(page().document, 'title')!)).toBe(documentTitle(entry.data.title, content.site.shortName))
      expect(selectAll(page().document, 'h1')).toHaveLength(1)
      const h2 = entry.analysis.headings.filter((h) => h.depth === 2).map((h) => h.text)
      const shown = selectAll(page().document, 'main h2').map(text)
      expect(shown.filter((t) => h2.includes(t))).toEqual(h2)
    })

    it('carries its canonical address, a description, and its language', () => {
      expect(attr(select(page().document, 'link[rel="canonical"]')!, 'href')).toBe(`${SITE}${canonicalPath(entry)}`)
      expect(attr(select(page().document, 'meta[name="description"]')!, 'content')).toMatch(/\S/)
      expect(attr(select(page().document, 'html')!, 'lang')).toBe(ref.language)
      expect(attr(select(page().document, 'meta[property="og:locale"]')!, 'content')).toBe(`${ref.language}_US`)
    })

    const other = counterpartOf(content, entry)
    it.runIf(other)('names the same page in the other language, in its head and its header', () => {
      const [en, es] = ref.language === 'en' ? [entry, other!] : [other!, entry]
      const alternates = selectAll(page().document, 'link[rel="alternate"][hreflang]').map((l) => [
        attr(l, 'hreflang'),
        attr(l, 'href'),
      ])
      expect(alternates, 'hreflang links').toEqual([
        ['en', `${SITE}${canonicalPath(en)}`],
        ['es', `${SITE}${canonicalPath(es)}`],
        ['x-default', `${SITE}${canonicalPath(en)}`],
      ])
      const link = select(page().document, 'a[hreflang]')
      const otherLanguage = ref.language === 'en' ? 'es' : 'en'
      expect(link && [attr(link, 'href'), attr(link, 'hreflang'), attr(link, 'lang')], 'the language link').toEqual([
        canonicalPath(other!),
        otherLanguage,
        otherLanguage,
      ])
    })
  })
}
