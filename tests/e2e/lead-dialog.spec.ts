/**
 * The case-review dialog in Chromium, on a page of the content whose dialog two buttons open: one
 * dialog however many buttons, at most 425 px wide and inside a phone's screen, focus kept inside,
 * Escape, messages inside it, axe, and a whole submission by keyboard read back from the lead
 * recorder. (What the form does with each answer is unit-tested: tests/unit/leadMachine.test.ts.)
 */
import { axeViolations } from './axe.ts'
import { expect, test, type Page } from '@playwright/test'
import { dialogPanel, leadsFor, person, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'
import { dialogPage, leadWords, thanksFor } from './leadContent.ts'

const { url, form, buttons } = dialogPage({ buttons: 2 })
const words = leadWords()
const openers = (page: Page) => page.locator(`main [data-open-form="${form.name}"]`)
const isInside = (panel: ReturnType<typeof dialogPanel>) => panel.evaluate((el) => el.contains(document.activeElement))

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto(url)
  await wakeIslands(page)
  await expect(page.locator(`main [data-open-form="${form.name}"][data-ready]`)).toHaveCount(buttons)
})

test('one dialog for all its buttons, keeping what was typed; inside a phone screen; focus kept inside; Escape returns it', async ({
  page,
}) => {
  await openers(page).first().click()
  const panel = dialogPanel(page)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  const box = (await panel.boundingBox())!
  expect(box.width).toBeLessThanOrEqual(425)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  await expect(panel.getByLabel(words.firstName)).toBeFocused()
  // More presses than the dialog has stops (close, five or six fields, send, privacy link): focus wraps around inside.
  for (const key of [...Array(11).fill('Tab'), ...Array(11).fill('Shift+Tab')]) {
    await page.keyboard.press(key)
    expect(await isInside(panel), `focus inside the dialog after ${key}`).toBe(true)
  }
  await panel.getByLabel(words.firstName).fill('Kept')
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(openers(page).first()).toBeFocused()
  await openers(page).last().click()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(panel.getByLabel(words.firstName)).toHaveValue('Kept')
})

test('a message while the dialog is open shows inside it: on top, announced, not inert; axe passes', async ({
  page,
}) => {
  await openers(page).first().click()
  const panel = dialogPanel(page)
  await panel.getByRole('button', { name: form.submitLabel }).click()
  const message = page.locator('[data-toast-slot] [data-toast]')
  await expect(message).toContainText(words.requiredTitle)
  await expect(page.locator('[data-toast-slot]')).toHaveAttribute('role', 'status')
  await expect(panel.getByLabel(words.firstName)).toBeFocused()
  const onTop = await message.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return !!hit && el.contains(hit) && !el.closest('[inert]')
  })
  expect(onTop, 'the message is the topmost element where it shows, outside any inert subtree').toBe(true)
  expect(await axeViolations(page, 'the dialog with its message', '[role="dialog"]')).toEqual([])
})

test('a whole submission by keyboard only: the dialog closes, focus returns to its button, the lead arrives', async ({
  page,
}) => {
  const opener = openers(page).first()
  // The button is in the page's Tab order: reached from the element before it.
  await opener.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(opener).not.toBeFocused()
  await page.keyboard.press('Tab')
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  const panel = dialogPanel(page)
  await expect(panel.getByLabel(words.firstName)).toBeFocused()
  const who = person('keyboard')
  for (const value of [who.firstName, who.lastName, who.phone, who.email]) {
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  if (form.options.length) {
    await expect(panel.getByLabel(words.caseType)).toBeFocused()
    await page.keyboard.press('Tab')
  }
  await expect(panel.getByLabel(words.description)).toBeFocused()
  await page.keyboard.type('Hit by a delivery van.')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: form.submitLabel })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(toast(page)).toContainText(thanksFor(form))
  await expect(panel).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe(`Case Type: ${form.defaultCaseType}\n\nDescription: Hit by a delivery van.`)

  // Reopened, it is blank again, with the form's default case type.
  await opener.click()
  await expect(panel.getByLabel(words.firstName)).toHaveValue('')
  if (form.options.length) await expect(panel.getByLabel(words.caseType)).toHaveValue(form.defaultCaseType)
})
