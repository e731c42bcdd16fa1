/**
 * A Spanish page's case-review dialog in Chromium (a page of content/es/ with a dialog): its labels,
 * its button while the call is out, its thanks, all in the Spanish words of content/interface.yaml;
 * the lead arrives with the English case-type id and asks to be called back in Spanish.
 */
import { expect, test } from '@playwright/test'
import { dialogPanel, fillLead, leadsFor, person, recorderMode, toast } from './leadHelpers.ts'
import { dialogPage, leadWords, thanksFor } from './leadContent.ts'

const { url, form, language } = dialogPage({ language: 'es' })
const words = leadWords(language)

test('the Spanish dialog speaks Spanish, and its lead asks to be called back in Spanish', async ({ page }) => {
  const who = { ...person('es-dialog'), description: 'Me chocaron por detrás en la autopista.' }
  await recorderMode(who.email, 'hang:1500')
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.locator(`main [data-open-form="${form.name}"]:visible`).first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByRole('heading', { name: form.title })).toBeVisible()
  await fillLead(panel, who, words)
  await panel.getByRole('button', { name: form.submitLabel }).click()
  await expect(panel.getByRole('button', { name: words.submitting })).toBeDisabled()
  await expect(toast(page)).toContainText(words.thanksTitle)
  await expect(toast(page)).toContainText(thanksFor(form, language))
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  const [lead] = await leadsFor(who.email)
  expect(lead?.fields.message).toBe(
    `Case Type: ${form.defaultCaseType}\n\nDescription: ${who.description}\n\nPreferred language: Spanish`,
  )
})
