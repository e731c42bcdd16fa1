/**
 * A page whose `forms:` marks a form `hero: true` (from the content: tests/e2e/leadContent.ts) shows
 * that form in its hero from 1024 px: asleep while the page loads, woken by the visitor's first
 * touch, sending the same lead call as its dialog with the page's case type; narrower, it is hidden.
 */
import { expect, test } from '@playwright/test'
import { heroFormPage, leadWords } from './leadContent.ts'
import { fillLead, leadsFor, person } from './leadHelpers.ts'

const { url, form } = heroFormPage()
const island = '[data-island="HeroLeadForm"]'

test(`${url}: the hero's form shows from 1024 px, wakes at the first touch, and sends the page's case type`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500) // idle time after load: the form must still wait for a visitor
  const heroForm = page.locator(`${island} form`)
  await expect(heroForm).toBeVisible()
  await expect(page.locator(`${island}[data-hydrated]`)).toHaveCount(0)

  const who = person('hero')
  await fillLead(heroForm, who)
  await expect(page.locator(`${island}[data-hydrated]`)).toHaveCount(1)
  await expect(heroForm.getByLabel(leadWords().firstName)).toHaveValue(who.firstName)
  await heroForm.getByRole('button', { name: form.submitLabel }).click()
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe(`Case Type: ${form.defaultCaseType}\n\nDescription: ${who.description}`)

  await page.setViewportSize({ width: 1023, height: 900 })
  await expect(heroForm).toBeHidden()
})

test(`${url}: beside the hero's form, the hero's case-review action takes the visitor to its first field; narrower, it opens the dialog`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(url)
  const hero = page.locator('main > section').first()
  const firstField = page.locator(`${island} form`).getByLabel(leadWords().firstName)
  // Keyboard first: Tab to the hero's action that names the form, Enter, and focus is in the form.
  const toForm = hero.locator(`a[href="#${await firstField.getAttribute('id')}"]`)
  await expect(toForm).toBeVisible()
  await expect(hero.locator(`button[data-open-form]`)).toBeHidden()
  await toForm.focus()
  await page.keyboard.press('Enter')
  await expect(firstField).toBeFocused()
  await expect(firstField).toBeInViewport()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.setViewportSize({ width: 1023, height: 800 })
  await expect(toForm).toBeHidden()
  await hero.locator('button[data-open-form]').click()
  await expect(page.getByRole('dialog').locator('form')).toBeVisible()
})
