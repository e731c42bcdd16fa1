/**
 * Rules every built page keeps, checked in the browser on each canonical page: headings,
 * images, link text, legal-advertising notices, call tracking, and what the page downloads.
 */
import { canonicalPath } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { resultsDisclaimer } from '../../lib/content/schema/resultsDisclaimer.ts'
import { expect, test } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { usesIslands } from '../../pages/content/usesIslands.ts'
import { JS_BUDGET_GZIP, CSS_BUDGET_GZIP, HTML_BUDGET_GZIP } from './budgets.ts'
import { BASE_URL } from './ports.ts'

const VAGUE_LINK =
  /^(click here|here|read more|learn more|more|details|haga clic aquí|aquí|leer más|más información|más|detalles)$/i

// Both languages: a Spanish page keeps every rule, in Spanish where the rule has words.
for (const entry of sitePages(contentStore())) {
  const path = canonicalPath(entry)
  const language = languageOf(contentStore(), entry)
  const DISCLAIMER = resultsDisclaimer(language)
  test(`${path} keeps the page rules`, async ({ page }) => {
    const responses: { url: string; type: string; body: Buffer }[] = []
    page.on('response', async (res) => {
      const type = res.request().resourceType()
      if (type === 'script' || type === 'stylesheet')
        responses.push({ url: res.url(), type, body: await res.body().catch(() => Buffer.alloc(0)) })
    })
    const thirdParty: string[] = []
    page.on('request', (req) => {
      if (!req.url().startsWith(BASE_URL) && !req.url().startsWith('data:')) thirdParty.push(req.url())
    })
    const htmlResponse = await page.goto(path, { waitUntil: 'networkidle' })
    expect(gzipSync(await htmlResponse!.body()).length, 'HTML gzip within budget').toBeLessThanOrEqual(HTML_BUDGET_GZIP)

    const keywords = entry.data.keywords?.join(', ')
    if (keywords)
      await expect(page.locator('meta[name="keywords"]'), 'the frontmatter keywords').toHaveAttribute(
        'content',
        keywords,
      )

    const report = await page.evaluate((disclaimer) => {
      const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))
      const skipped = headings.filter((level, i) => i > 0 && level > headings[i - 1]! + 1).length
      const images = [...document.images]
      return {
        h1: document.querySelectorAll('h1').length,
        firstHeading: headings[0],
        skipped,
        imagesWithoutAlt: images.filter((i) => !i.hasAttribute('alt')).map((i) => i.src),
        imagesWithoutSize: images
          .filter((i) => !i.getAttribute('width') || !i.getAttribute('height'))
          .map((i) => i.src),
        links: [...document.querySelectorAll('a')].map((a) => ({
          text: (a.textContent ?? '').trim(),
          name: a.getAttribute('aria-label') ?? (a.textContent ?? '').trim(),
          href: a.getAttribute('href') ?? '',
        })),
        untaggedTel: document.querySelectorAll('a[href^="tel:"]:not([data-call-tracking])').length,
        blankWithoutNoopener: document.querySelectorAll('a[target="_blank"]:not([rel~="noopener"])').length,
        externalWithoutNoreferrer: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
          .filter(
            (a) =>
              a.origin !== location.origin && !(a.relList.contains('noopener') && a.relList.contains('noreferrer')),
          )
          .map((a) => a.href),
        text: document.body.innerText,
        sectionsWithDollarResults: [...document.querySelectorAll('section')]
          .filter(
            (s) =>
              !s.querySelector('section') &&
              /\$\s?\d{1,3}(,\d{3}){2,}|\$\s?\d+(\.\d+)?\s?(M|million)\b/.test(s.innerText),
          )
          .map((s) => ({
            id: s.id,
            disclaimed: s.innerText.includes(disclaimer),
          })),
      }
    }, DISCLAIMER)
    expect(report.h1, 'one h1').toBe(1)
    expect(report.firstHeading, 'the first heading is the h1').toBe(1)
    expect(report.skipped, 'no skipped heading levels').toBe(0)
    expect(report.imagesWithoutAlt, 'every image has alt text').toEqual([])
    expect(report.imagesWithoutSize, 'every image has width and height').toEqual([])
    expect(
      report.links.filter((l) => VAGUE_LINK.test(l.name)).map((l) => l.href),
      'link names say where they go',
    ).toEqual([])
    expect(report.untaggedTel, 'tel links tagged for call tracking').toBe(0)
    expect(report.blankWithoutNoopener, 'new-tab links carry noopener').toBe(0)
    expect(report.externalWithoutNoreferrer, 'links to other sites carry rel="noopener noreferrer"').toEqual([])

    const site = contentStore().site
    expect(report.text).toContain('Attorney Advertising')
    if (language === 'es') expect(report.text).toContain('Publicidad de abogados')
    expect(report.text).toContain(site.name)
    expect(report.text).toContain(site.offices[0]!.street)
    expect(report.text).toContain(site.phones.tollFree.display)
    for (const section of report.sectionsWithDollarResults)
      expect(section.disclaimed, `section #${section.id} shows dollar results with "${DISCLAIMER}"`).toBe(true)

    expect(thirdParty, 'no request to a third party before the visitor asks').toEqual([])
    const gz = (type: string) =>
      responses.filter((r) => r.type === type).reduce((n, r) => n + gzipSync(r.body).length, 0)
    if (usesIslands(entry)) expect(gz('script'), 'JS gzip within budget').toBeLessThanOrEqual(JS_BUDGET_GZIP)
    else expect(gz('script'), 'no JS on a page without interactive parts').toBe(0)
    expect(gz('stylesheet'), 'CSS gzip within budget').toBeLessThanOrEqual(CSS_BUDGET_GZIP)
    expect(
      responses.filter((r) => r.type === 'stylesheet').map((r) => r.url),
      'CSS is one file',
    ).toHaveLength(1)
    for (const script of responses.filter((r) => r.type === 'script')) {
      expect(script.body.toString('utf8'), `${script.url} holds no page copy`).not.toContain(entry.data.description)
    }
  })
}
