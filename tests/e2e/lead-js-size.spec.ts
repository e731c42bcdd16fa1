/**
 * The JavaScript a page with a lead form loads, measured as the browser loads it (the island
 * entry, its imports and the island chunks), gzip-compressed: the whole page stays within the
 * budget (tests/e2e/budgets.ts). One dialog page, one inline-form page and one page whose hero shows
 * a form, of the content.
 */
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { JS_BUDGET_GZIP } from './budgets.ts'
import { wakeIslands } from './islands.ts'
import { dialogPage, heroFormPage, inlineFormPage } from './leadContent.ts'

for (const [name, path, ready] of [
  ['dialog page', dialogPage().url, 'main [data-open-form][data-ready]:visible'],
  ['inline form page', inlineFormPage().url, '[data-island="LeadForm"] form[data-ready]'],
  // Its dialog and the hero's form both woken (at 1280 px the hero shows the form).
  ['hero form page', heroFormPage().url, '[data-island="HeroLeadForm"] form[data-ready]'],
] as const) {
  test(`${name}: JavaScript stays within the budget, gzip`, async ({ page }, testInfo) => {
    const sizes = new Map<string, number>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      // A script arriving as the test ends has no body to read: it fails nothing.
      response
        .body()
        .then((body) => sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length))
        .catch(() => undefined)
    })
    await page.goto(path)
    await wakeIslands(page)
    await expect(page.locator(ready).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const total = [...sizes.values()].reduce((a, b) => a + b, 0)
    const lines = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .map(([file, bytes]) => `${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`)
    testInfo.annotations.push({
      type: 'js-gzip',
      description: `${path}: ${(total / 1024).toFixed(1)} KB (${total} B) in ${sizes.size} files\n${lines.join('\n')}`,
    })
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB (${total} B) gzip JS\n${lines.join('\n')}`)
    expect(sizes.size).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP)
  })
}
