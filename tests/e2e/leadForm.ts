/** Fills and sends a case-review form by its visible labels, as a visitor would. */
import { expect, type Locator, type Page } from '@playwright/test'
import { leadsFor } from './leadHelpers.ts'
import { leadWords } from './leadContent.ts'

/** Sends the (English) form and waits until the lead recorder holds it and the success message shows. */
export async function sendLead(page: Page, form: Locator, email: string): Promise<void> {
  const words = leadWords('en')
  await form.getByLabel(words.firstName).fill('Grace')
  await form.getByLabel(words.lastName).fill('Policy')
  await form.getByLabel(words.phone).fill('6315550178')
  await form.getByLabel(words.email).fill(email)
  const caseType = form.getByLabel(words.caseType)
  if ((await caseType.count()) && !(await caseType.inputValue())) await caseType.selectOption({ index: 1 })
  await form.getByLabel(words.description).fill('Hit by a car <b>at</b> a crosswalk.')
  await form.locator('[type="submit"]').click()
  await expect
    .poll(async () => (await leadsFor(email)).length, { message: `the lead from ${email} reaches the recorder` })
    .toBe(1)
  await expect(page.getByText(words.thanksTitle).first()).toBeVisible()
}
