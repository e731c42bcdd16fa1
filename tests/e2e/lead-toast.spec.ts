/** Messages: one at a time, announced, gone after 5 s, by the close button or by a swipe right past 50 px. */
import { expect, test, type Page } from '@playwright/test'
import { toast } from './leadHelpers.ts'

async function showRequiredMessage(page: Page) {
  await page.locator('#case-review form[data-ready]').getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toHaveText(/Please fill out all required fields/)
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact')
})

test('the message is in a live region, one at a time, and leaves after 5 s', async ({ page }) => {
  await page.clock.install()
  await page.goto('/contact')
  await expect(page.locator('#case-review form[data-ready]')).toBeVisible()
  // From here the page's time moves only when told to.
  await page.clock.pauseAt(Date.now() + 1000)
  await showRequiredMessage(page)
  await expect(page.locator('#toast-region')).toHaveAttribute('role', 'status')
  await showRequiredMessage(page)
  await expect(toast(page)).toHaveCount(1)
  await page.clock.runFor(4_900)
  await expect(toast(page)).toHaveCount(1)
  await page.clock.runFor(200)
  await expect(toast(page)).toHaveCount(0)
})

test('the close button dismisses the message', async ({ page }) => {
  await showRequiredMessage(page)
  await toast(page).getByRole('button', { name: 'Dismiss message' }).click()
  await expect(toast(page)).toHaveCount(0)
})

async function swipe(page: Page, distance: number) {
  const box = (await toast(page).boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + 20
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + (distance * step) / 5, y)
  await page.mouse.up()
}

test('a swipe right of more than 50 px dismisses the message; a shorter one does not', async ({ page }) => {
  await showRequiredMessage(page)
  await swipe(page, 30)
  await expect(toast(page)).toHaveCount(1)
  await swipe(page, 80)
  await expect(toast(page)).toHaveCount(0)
})
