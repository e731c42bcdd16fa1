/**
 * Each attorney's page as built, in both languages, derived from the content: the attorney's name as
 * its one h1, its canonical address and hreflang pair, a title within 60 characters, a Person in its
 * JSON-LD, a tracked call link, breadcrumbs ending at the page, and no script; and the attorneys
 * page and the home team preview linking to it.
 */
import { describe, expect, it } from 'vitest'
import { contentStore } from '../../lib/content/store.ts'
import { TITLE_MAX } from '../../lib/content/schema/documentTitle.ts'
import { publishedPages, readBuiltPage } from './builtSite.ts'
import { attr, text, textContent } from './dom.ts'
import { select, selectAll } from './select.ts'

const content = contentStore()
const SITE = content.site.siteUrl
const attorneyPages = publishedPages().filter((ref) => ref.attorney)
const slugOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

describe('attorneys’ pages', () => {
  it('are published for every attorney in each language', () => {
    const languages = new Set(publishedPages().map((ref) => ref.language))
    expect(attorneyPages).toHaveLength(content.attorneys.length * languages.size)
  })

  for (const ref of attorneyPages) {
    const attorney = content.attorneys.find((a) => a.slug === slugOf(ref.url))
    describe(ref.url, () => {
      const page = () => readBuiltPage(ref)

      it('is the page of the attorney its address names, with their name as its one h1 and a short title', () => {
        expect(attorney).toBeDefined()
        expect(selectAll(page().document, 'h1').map(text)).toEqual([attorney?.data.name])
        const title = text(select(page().document, 'title')!)
        expect(title).toContain(attorney?.data.name)
        expect(title.length).toBeLessThanOrEqual(TITLE_MAX)
      })

      it('carries its canonical address and names its page in the other language', () => {
        expect(attr(select(page().document, 'link[rel="canonical"]')!, 'href')).toBe(`${SITE}${ref.url}`)
        const alternates = selectAll(page().document, 'link[rel="alternate"][hreflang]').map((l) => attr(l, 'href'))
        expect(alternates).toContain(`${SITE}${ref.url}`)
        const others = attorneyPages.filter((o) => o !== ref && slugOf(o.url) === slugOf(ref.url))
        for (const other of others) expect(alternates).toContain(`${SITE}${other.url}`)
      })

      it('describes the attorney as a Person and shows breadcrumbs ending at the page', () => {
        const items = selectAll(page().document, 'script[type="application/ld+json"]').map(
          (s) => JSON.parse(textContent(s)) as { '@type': string; name?: string },
        )
        expect(items.find((i) => i['@type'] === 'Person')?.name).toBe(attorney?.data.name)
        expect(items.some((i) => i['@type'] === 'BreadcrumbList')).toBe(true)
        const current = select(page().document, 'main nav a[aria-current="page"]')
        expect(current && attr(current, 'href')).toBe(ref.url)
      })

      it('offers a tracked call and loads no script', () => {
        expect(selectAll(page().document, 'main a[href^="tel:"][data-call-tracking]').length).toBeGreaterThan(0)
        expect(selectAll(page().document, 'script[src], script[type="module"]')).toEqual([])
      })
    })
  }

  it('are linked from each language’s attorneys page and home team preview', () => {
    const linked = new Set(
      publishedPages()
        .filter(
          (ref) =>
            ref.entry?.analysis.components.has('AttorneyList') || ref.entry?.analysis.components.has('TeamPreview'),
        )
        .flatMap((ref) => selectAll(readBuiltPage(ref).document, 'main a[href]').map((a) => attr(a, 'href'))),
    )
    for (const ref of attorneyPages) expect(linked.has(ref.url), ref.url).toBe(true)
  })
})
