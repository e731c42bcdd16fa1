/**
 * The top of every page of the build at 320px, and each opened state (drawer, dialog, search
 * results) at 320px, as tests/screenshots/layout-320-*.png to look at (not committed). The layout
 * gate that judges them is tests/e2e/pages.spec.ts and states.spec.ts; this only takes pictures.
 */
import { expect, test, type Page } from '@playwright/test'
import { builtPagePaths, layoutViewports } from '../e2e/layoutViewports.ts'
import { openHydrated } from '../e2e/searchPage.ts'
import { dialogSamples, drawerSamples, searchSamples, wordsOf } from '../e2e/stateSamples.ts'

test.use({ deviceScaleFactor: 2, viewport: layoutViewports[0] })

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `tests/screenshots/layout-320-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`,
    scale: 'css',
  })

for (const path of builtPagePaths()) {
  test(`${path} at 320px`, async ({ page }) => {
    await page.goto(path)
    await shot(page, path)
  })
}

for (const sample of drawerSamples) {
  test(`the drawer open on ${sample.path} at 320px`, async ({ page }) => {
    await page.goto(sample.path)
    await page.getByRole('button', { name: wordsOf(sample.language).shell.menu, exact: true }).click()
    const drawer = page.locator('#site-drawer')
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    await shot(page, `drawer ${sample.path}`)
  })
}

for (const sample of dialogSamples) {
  test(`the dialog "${sample.form}" of ${sample.path} at 320px`, async ({ page }) => {
    await page.goto(sample.path)
    await page.locator(`main [data-open-form="${sample.form}"]`).first().click()
    await expect(page.locator('[data-lead-dialog]')).toBeVisible()
    await shot(page, `dialog ${sample.path} ${sample.form}`)
  })
}

for (const sample of searchSamples) {
  test(`the results of "${sample.query}" on ${sample.path} ${sample.tab ?? ''} at 320px`, async ({ page }) => {
    const box = sample.tab ? '#faq-search' : '#glossary-search'
    await openHydrated(page, sample.path, box)
    if (sample.tab) await page.getByRole('tab', { name: sample.tab, exact: true }).click()
    await page.fill(box, sample.query)
    await expect(page.locator('[data-island] mark').first()).toBeVisible()
    // Below the sticky header (4rem), without the page's smooth scrolling.
    await page
      .locator(box)
      .evaluate((el) =>
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: 'instant' }),
      )
    await shot(page, `results ${sample.path} ${sample.tab ?? ''}`)
  })
}
