/**
 * Messages in Chromium, on an inline form of the content: in a live region, one at a time, gone
 * after 5 s, or at once by the close button or a swipe right past 50 px (not a shorter one).
 * Which message the form chooses is unit-tested (tests/unit/leadMachine.test.ts).
 */
import { expect, test, type Page } from '@playwright/test'
import { toast } from './leadHelpers.ts'
import { inlineFormPage, leadWords } from './leadContent.ts'

const { url, form } = inlineFormPage()
const words = leadWords()

async function showRequiredMessage(page: Page) {
  await page
    .locator('[data-island="LeadForm"] form[data-ready]')
    .getByRole('button', { name: form.submitLabel })
    .click()
  await expect(toast(page)).toHaveText(new RegExp(words.requiredTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

async function swipe(page: Page, distance: number) {
  const box = (await toast(page).boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + 20
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + (distance * step) / 5, y)
  await page.mouse.up()
}

test('a message is announced, one at a time, leaves after 5 s, or by its close button, or by a swipe right past 50 px', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto(url)
  await expect(page.locator('[data-island="LeadForm"] form[data-ready]')).toBeVisible()
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

  await showRequiredMessage(page)
  await toast(page).getByRole('button', { name: words.dismiss }).click()
  await expect(toast(page)).toHaveCount(0)

  await showRequiredMessage(page)
  await swipe(page, 30)
  await expect(toast(page)).toHaveCount(1)
  await swipe(page, 80)
  await expect(toast(page)).toHaveCount(0)
})
