/**
 * The phone's action bar: both ways to act once the visitor scrolls, and nothing fixed to the screen
 * covers what the first screen or the end of a page shows at 320 px on a page with a dialog in each
 * language (every page at 375 px: tests/e2e/pages.spec.ts). Pages and what their bar does come from
 * the content.
 */
import { expect, test } from '@playwright/test'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { pageForms } from '../../lib/content/entries.ts'
import { coveredTargets, scrollToEnd } from './coveredTargets.ts'

const content = contentStore()
const pages = sitePages(content).map((page) => ({
  path: canonicalPath(page),
  language: languageOf(content, page),
  page,
}))

test('at 320 px too, on a page with a dialog in each language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 })
  for (const language of ['en', 'es'] as const) {
    const withDialog = pages.find(
      (p) => p.language === language && Object.values(pageForms(content, p.page)).some((f) => f.kind === 'dialog'),
    )
    await page.goto(withDialog?.path ?? '/')
    expect(await coveredTargets(page)).toEqual([])
    await scrollToEnd(page)
    expect(await coveredTargets(page)).toEqual([])
  }
})

test('the bar rises as the visitor scrolls: a tagged call link, and the case review of the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  const withDialog = pages.find(
    (p) => p.language === 'en' && Object.values(pageForms(content, p.page)).some((f) => f.kind === 'dialog'),
  )
  const withoutForm = pages.find((p) => p.language === 'en' && Object.keys(pageForms(content, p.page)).length === 0)
  const bar = page.locator('.action-bar')
  await page.goto(withDialog?.path ?? '/')
  await expect(bar, 'on the first screen the bar is not there yet').toBeHidden()
  await scrollToEnd(page)
  await expect(bar).toBeVisible()
  const call = bar.locator('a[href^="tel:"]')
  await expect(call).toHaveAttribute('data-call-tracking', '')
  await bar.locator('[data-open-form]').click()
  // Headless UI's role=dialog element has no box of its own: its form shows.
  await expect(page.getByRole('dialog').locator('form')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto(withoutForm?.path ?? '/')
  await scrollToEnd(page)
  await expect(bar.locator('a:not([href^="tel:"])')).toHaveAttribute('href', /#case-review$/)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(bar, 'computers have the header').toBeHidden()
})
