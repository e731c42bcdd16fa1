/** The case-review dialog: one per form however many buttons open it, keyboard first, at most 425px wide. */
import { expect, test } from '@playwright/test'
import { dialogPanel, fillLead, leadsFor, person, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'
import { caseReviewButtonCount, pageForm } from './leadContent.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await expect(page.locator('main [data-open-form="main"][data-ready]')).toHaveCount(
    caseReviewButtonCount('/car-accident-lawyer'),
  )
})

test('both buttons open the same single dialog, which keeps what was typed', async ({ page }) => {
  const [hero, closing] = [
    page.locator('main [data-open-form="main"]').first(),
    page.locator('main [data-open-form="main"]').last(),
  ]
  await hero.click()
  const panel = dialogPanel(page)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await panel.getByLabel('First Name').fill('Kept')
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toHaveCount(0)
  await closing.click()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(panel.getByLabel('First Name')).toHaveValue('Kept')
  const box = await panel.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(425)
})

test('at 375px the dialog fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.locator('main [data-open-form="main"]').first().click()
  const box = await dialogPanel(page).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
})

test('a whole submission by keyboard only; focus returns to the opening button', async ({ page }) => {
  const opener = page.locator('main [data-open-form="main"]').first()
  // Enough for every focusable element of the page (about 40), wherever the sequence starts.
  for (let i = 0; i < 120 && !(await opener.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  const panel = dialogPanel(page)
  await expect(panel.getByLabel('First Name')).toBeFocused()
  const who = person('keyboard')
  await page.keyboard.type(who.firstName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.lastName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.phone)
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.email)
  await page.keyboard.press('Tab')
  await expect(panel.getByLabel('Case Type')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type('Hit by a delivery van.')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Get Free Case Review' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(toast(page)).toContainText('Thank you!')
  await expect(panel).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe(`Case Type: ${pageForm('/car-accident-lawyer').defaultCaseType}\n\nDescription: Hit by a delivery van.`)
})

test('Escape closes the dialog and focus returns to the button that opened it', async ({ page }) => {
  const opener = page.locator('main [data-open-form="main"]').first()
  await opener.click()
  await expect(dialogPanel(page).getByLabel('First Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialogPanel(page)).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('focus stays inside the open dialog', async ({ page }) => {
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByLabel('First Name')).toBeFocused()
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab')
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
})

test('the dialog has the contract labels and input types', async ({ page }) => {
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByRole('textbox', { name: 'First Name', exact: true })).toHaveAttribute('required', '')
  await expect(panel.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveAttribute('required', '')
  await expect(panel.getByLabel('Phone')).toHaveAttribute('type', 'tel')
  await expect(panel.getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(panel.getByRole('combobox', { name: 'Case Type' })).not.toHaveAttribute('required', '')
  await expect(panel.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '3')
  await expect(
    panel.getByText('No attorney-client relationship is formed until a retainer agreement is signed.'),
  ).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await fillLead(panel, { ...person('x'), email: '' })
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toHaveText(/Please fill out all required fields/)
  await expect(panel.getByLabel('Email')).toBeFocused()
  await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
})

test('a message while the dialog is open shows inside it: on top, announced, not inert', async ({ page }) => {
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  const message = page.locator('[data-toast-slot] [data-toast]')
  await expect(message).toContainText('Please fill out all required fields')
  await expect(page.locator('[data-toast-slot]')).toHaveAttribute('role', 'status')
  const onTop = await message.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return !!hit && el.contains(hit) && !el.closest('[inert]')
  })
  expect(onTop, 'the message is the topmost element where it shows, outside any inert subtree').toBe(true)
})
