/** Nothing is lost and nothing wrong is sent: empty submits, reloads, bots. */
import { expect, test } from '@playwright/test'
import { dialogPanel, fillLead, leadCalls, leadsFor, person, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'
import { chosenOption, optionValue, pageForm, thanksFor } from './leadContent.ts'

// The forms' options and thanks come from the content (tests/e2e/leadContent.ts).
const contact = pageForm('/contact')
const carAccident = pageForm('/car-accident-lawyer')

test('an empty submit shows the required-fields message and sends nothing', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  await dialogPanel(page).getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toHaveText(/Please fill out all required fields/)
  await expect(dialogPanel(page)).toBeVisible()
  await expect(dialogPanel(page).getByLabel('First Name')).toBeFocused()
  // Spaces alone are not a name either.
  await dialogPanel(page).getByLabel('First Name').fill('   ')
  await dialogPanel(page).getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(dialogPanel(page).getByLabel('First Name')).toBeFocused()
  expect(calls).toHaveLength(0)
})

test('what was typed in the inline form survives a reload, and is forgotten once sent', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('#case-review form[data-ready]')
  const who = person('draft')
  await fillLead(form, who)
  const caseType = chosenOption(contact)
  await form.getByLabel('Case Type').selectOption(caseType)
  await page.reload()
  const reloaded = page.locator('#case-review form[data-ready]')
  await expect(reloaded.getByLabel('First Name')).toHaveValue(who.firstName)
  await expect(reloaded.getByLabel('Email')).toHaveValue(who.email)
  await expect(reloaded.getByLabel('Case Type')).toHaveValue(caseType)
  await expect(reloaded.getByLabel('Description')).toHaveValue(who.description!)
  await reloaded.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText('Thank you!')
  await page.reload()
  await expect(page.locator('#case-review form[data-ready]').getByLabel('First Name')).toHaveValue('')
  // Another page's form keeps its own draft.
  await page.goto('/')
  await expect(page.locator('#case-review form[data-ready]').getByLabel('First Name')).toHaveValue('')
})

test('what was typed in the dialog survives a reload', async ({ page }) => {
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  const who = person('dialog-draft')
  await fillLead(dialogPanel(page), who)
  const caseType = chosenOption(carAccident)
  await dialogPanel(page).getByLabel('Case Type').selectOption(caseType)
  await page.reload()
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  await expect(dialogPanel(page).getByLabel('Last Name')).toHaveValue(who.lastName)
  await expect(dialogPanel(page).getByLabel('Phone')).toHaveValue(who.phone)
  await expect(dialogPanel(page).getByLabel('Case Type')).toHaveValue(caseType)
})

test('a filled honeypot shows the success message and sends nothing', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/contact')
  const form = page.locator('#case-review form[data-ready]')
  const trap = form.locator('input[name="website"]')
  // People cannot see it, reach it with Tab, or hear it.
  await expect(trap).not.toBeInViewport()
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1)
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
  const who = person('bot')
  await fillLead(form, who)
  await form.getByLabel('Case Type').selectOption(optionValue(contact, -1))
  await trap.fill('https://spam.example.com', { force: true })
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText(thanksFor(contact))
  await expect(form.getByLabel('First Name')).toHaveValue('')
  expect(calls).toHaveLength(0)
  expect(await leadsFor(who.email)).toHaveLength(0)
})

test('an e-mail address the browser rejects is not sent', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/contact')
  const form = page.locator('#case-review form[data-ready]')
  await fillLead(form, { ...person('bad-email'), email: 'not-an-address' })
  await form.getByLabel('Case Type').selectOption(optionValue(contact, -1))
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(form.getByLabel('Email')).toBeFocused()
  expect(await form.getByLabel('Email').evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true)
  expect(calls).toHaveLength(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the form cannot be sent (which would put what was typed into the address)', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('#case-review form')
    await expect(form.getByLabel('First Name')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Get Free Case Review' })).toBeDisabled()
  })
})
