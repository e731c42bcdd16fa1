/**
 * Rules every built page keeps, read from its HTML in dist/client (both languages; the not-found
 * pages too where a rule is about every page): headings, images, link text, call tracking, links
 * to other sites, the legal-advertising label and the firm's facts, dollar results with the
 * disclaimer in their section, the frontmatter keywords, the HTML budget, no script on a page
 * without interactive parts. What the page must show comes from the content.
 */
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ATTORNEY_ADVERTISING, resultsDisclaimer } from '../../lib/content/schema/resultsDisclaimer.ts'
import { contentStore } from '../../lib/content/store.ts'
import { usesIslands } from '../../pages/content/usesIslands.ts'
import { HTML_BUDGET_GZIP } from '../e2e/budgets.ts'
import { spanishWords } from '../realInterfaceWords.ts'
import { builtPages, readBuiltPage } from './builtSite.ts'
import { attr, headingLevels, innerText, text } from './dom.ts'
import { select, selectAll } from './select.ts'

const VAGUE_LINK =
  /^(click here|here|read more|learn more|more|details|haga clic aquí|aquí|leer más|más información|más|detalles)$/i
const DOLLAR_RESULT = /\$\s?\d{1,3}(,\d{3}){2,}|\$\s?\d+(\.\d+)?\s?(M|million)\b/
const site = contentStore().site

/** Heading levels that skip one going down (h2 then h4), as "hN after hM". */
const skips = (levels: number[]) =>
  levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${level} after h${levels[i - 1]}`] : []))

for (const ref of builtPages().filter((p) => p.kind !== 'alias')) {
  describe(ref.url, () => {
    const page = () => readBuiltPage(ref)

    it('has one h1, first, and no skipped heading level, in the page and in <main>', () => {
      const levels = headingLevels(page().document)
      expect(
        levels.filter((l) => l === 1),
        'one h1',
      ).toHaveLength(1)
      expect(levels[0], 'the first heading is the h1').toBe(1)
      expect(skips(levels), 'no skipped heading levels').toEqual([])
      const main = select(page().document, 'main')!
      const inMain = headingLevels(main)
      expect(inMain[0], "<main>'s first heading is its h1").toBe(1)
      expect(skips(inMain), 'no skipped heading levels in <main>').toEqual([])
    })

    it('gives every image alt text, a width and a height', () => {
      const images = selectAll(page().document, 'img')
      expect(images.filter((i) => attr(i, 'alt') === undefined).map((i) => attr(i, 'src'))).toEqual([])
      expect(images.filter((i) => !attr(i, 'width') || !attr(i, 'height')).map((i) => attr(i, 'src'))).toEqual([])
    })

    it('names links by where they go, tags tel links for call tracking, and opens other sites safely', () => {
      const links = selectAll(page().document, 'a')
      const vague = links.filter((a) => VAGUE_LINK.test(attr(a, 'aria-label') ?? text(a)))
      expect(
        vague.map((a) => attr(a, 'href')),
        'link names say where they go',
      ).toEqual([])
      expect(selectAll(page().document, 'a[href^="tel:"]:not([data-call-tracking])'), 'tel links tagged').toHaveLength(
        0,
      )
      expect(selectAll(page().document, 'a[target="_blank"]:not([rel~="noopener"])'), 'noopener').toHaveLength(0)
      const unsafe = selectAll(page().document, 'a[href^="http"]').filter((a) => {
        const rel = (attr(a, 'rel') ?? '').split(/\s+/)
        return !rel.includes('noopener') || !rel.includes('noreferrer')
      })
      expect(
        unsafe.map((a) => attr(a, 'href')),
        'links to other sites carry rel="noopener noreferrer"',
      ).toEqual([])
    })

    it("shows the advertising label and the firm's name, office and number; dollar results beside the disclaimer", () => {
      const shown = innerText(select(page().document, 'body')!)
      expect(shown).toContain(ATTORNEY_ADVERTISING)
      if (ref.language === 'es') expect(shown).toContain(spanishWords.shell.attorneyAdvertising)
      expect(shown).toContain(site.name)
      expect(shown).toContain(site.offices[0]!.street)
      expect(shown).toContain(site.phones.tollFree.display)
      const disclaimer = resultsDisclaimer(ref.language)
      const innermost = selectAll(page().document, 'section').filter((s) => !select(s, 'section'))
      for (const section of innermost) {
        const words = innerText(section)
        if (DOLLAR_RESULT.test(words))
          expect(words, `section #${attr(section, 'id') ?? ''} shows dollar results with "${disclaimer}"`).toContain(
            disclaimer,
          )
      }
    })

    it('stays within the HTML budget, and loads no script unless it has interactive parts', () => {
      expect(gzipSync(page().html).length, 'HTML gzip within budget').toBeLessThanOrEqual(HTML_BUDGET_GZIP)
      const entry = ref.entry
      if (entry && !usesIslands(entry))
        expect(
          selectAll(page().document, 'script[src], link[rel="modulepreload"]').map(
            (s) => attr(s, 'src') ?? attr(s, 'href'),
          ),
          'no JavaScript on a page without interactive parts',
        ).toEqual([])
      const keywords = entry?.data.keywords?.join(', ')
      if (keywords)
        expect(attr(select(page().document, 'meta[name="keywords"]')!, 'content'), 'the frontmatter keywords').toBe(
          keywords,
        )
    })
  })
}
