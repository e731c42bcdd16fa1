/** The forms, the open dialog and the messages pass axe's WCAG 2.2 AA rules. */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { dialogPanel, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const path of ['/', '/contact']) {
  test(`${path}: the inline form and its message`, async ({ page }) => {
    await page.goto(path)
    const form = page.locator('#case-review form[data-ready]')
    await form.getByRole('button', { name: 'Get Free Case Review' }).click()
    await expect(toast(page)).toBeVisible()
    const results = await new AxeBuilder({ page })
      .include('#case-review')
      .include('#toast-region')
      .withTags(wcag)
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the open dialog', async ({ page }) => {
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  await expect(dialogPanel(page)).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
