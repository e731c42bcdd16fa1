/**
 * One look per page: every page of the build's sitemap.xml (both languages) and a missing address
 * of each language (the not-found page, status 404), each loaded once and judged on that load,
 * reaching each screen by resizing:
 * - the layout gate as loaded (WCAG 1.4.10, 1.4.12, 1.4.4: tests/e2e/layoutGate.ts): no sideways
 *   scrolling at 320, 360, 375 and 414px or at 1280px zoomed to 200%, no text cut off with the
 *   spacing of 1.4.12, and both again with the browser's text at 200%; none at 1280px either;
 * - axe (WCAG 2.2 AA, zero violations of any impact), the islands woken: the whole page at 375px;
 *   at 1280px what only that width shows (tests/e2e/wideOnlyParts.ts: the rest is the same markup),
 *   and the whole page again on the first page of each kind in each language (the not-found page,
 *   pages with and without islands), where a colour that changes with the width would show;
 * - at 375px, nothing fixed to the screen (the action bar, the header) covers a link, button, field or
 *   heading of the first screen or of the page's end;
 * - what it fetched: nothing from another site, its scripts within the JS budget and holding none
 *   of the page's copy, and none at all on a page without interactive parts.
 * Its HTML (headings, links, head, budgets...) is judged without a browser in tests/built; opened
 * states (drawer, dialog, search results) once per kind in tests/e2e/states.spec.ts.
 */
import { expect, test } from './workerPage.ts'
import { usesIslands } from '../../pages/content/usesIslands.ts'
import { builtPages } from '../built/builtSite.ts'
import { axeViolations, settle } from './axe.ts'
import { JS_BUDGET_GZIP } from './budgets.ts'
import { wakeIslands } from './islands.ts'
import { overflowProblems, pageLayoutProblems } from './layoutGate.ts'
import { layoutViewports } from './layoutViewports.ts'
import { watchNetwork } from './pageNetwork.ts'
import { coveredTargets, scrollToEnd } from './coveredTargets.ts'
import { markShownOnPhone, markWideOnly, WIDE_ONLY } from './wideOnlyParts.ts'

// Each test does what three did: the layout gate, axe at two widths, the page's downloads.
test.slow()

const looks = builtPages()
  .filter((p) => p.kind !== 'alias')
  .map((p) =>
    p.kind === 'not-found'
      ? { ...p, address: `${p.url.replace(/404$/, '')}no-such-page-for-one-look`, name: `${p.url} (a missing address)` }
      : { ...p, address: p.url, name: p.url },
  )
/** The first page of each kind in each language: the not-found page, pages with and without islands. */
const kindOf = (look: (typeof looks)[number]) =>
  `${look.language} ${look.kind} ${look.entry ? usesIslands(look.entry) : ''}`
const firstOfItsKind = new Set(looks.filter((look, i) => looks.findIndex((l) => kindOf(l) === kindOf(look)) === i))

for (const look of looks) {
  test(`${look.name} fits every screen, passes axe, and fetches only what it may`, async ({ page }) => {
    const network = watchNetwork(page)
    await page.setViewportSize(layoutViewports[0]!)
    const response = await page.goto(look.address)
    expect(response?.status(), 'the status').toBe(look.kind === 'not-found' ? 404 : 200)
    if (look.kind === 'not-found') await expect(page.locator('html')).toHaveAttribute('lang', look.language)
    const problems = await test.step('layout gate', () => pageLayoutProblems(page))

    await test.step('1280px', async () => {
      await page.setViewportSize({ width: 1280, height: 900 })
      problems.push(...(await overflowProblems(page, 'at a computer')))
      await wakeIslands(page)
    })
    await test.step('axe at 375px', async () => {
      await page.setViewportSize({ width: 375, height: 812 })
      await settle(page)
      problems.push(...(await axeViolations(page, `${look.address} at 375px`)))
      await markShownOnPhone(page)
    })
    await test.step('axe at 1280px', async () => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await settle(page)
      const where = `${look.address} at 1280px`
      if (firstOfItsKind.has(look)) problems.push(...(await axeViolations(page, where)))
      else if (await markWideOnly(page)) problems.push(...(await axeViolations(page, where, `[${WIDE_ONLY}]`)))
    })
    await test.step('covered targets', async () => {
      await page.setViewportSize({ width: 375, height: 667 })
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await settle(page)
      problems.push(...(await coveredTargets(page)).map((c) => `first screen at 375px: ${c}`))
      await scrollToEnd(page)
      problems.push(...(await coveredTargets(page)).map((c) => `the page's end at 375px: ${c}`))
    })
    expect(problems, `${look.address}:\n${problems.join('\n')}`).toEqual([])

    await page.waitForLoadState('networkidle')
    expect(network.thirdParty, 'no request to a third party before the visitor asks').toEqual([])
    const scripts = await network.scripts()
    // An attorney's page has no interactive parts (its case review is a link to a form).
    if ((look.entry && !usesIslands(look.entry)) || look.attorney)
      expect(
        scripts.map((s) => s.url),
        'no JS on a page without interactive parts',
      ).toEqual([])
    expect(await network.scriptGzipBytes(), 'JS gzip within budget').toBeLessThanOrEqual(JS_BUDGET_GZIP)
    for (const script of scripts)
      if (look.entry)
        expect(script.body.toString('utf8'), `${script.url} holds no page copy`).not.toContain(
          look.entry.data.description,
        )
  })
}
