/** Fills and sends a case-review form by its visible labels, as a visitor would. */
import { expect, type Locator, type Page } from '@playwright/test'
import { RECORDER_URL } from './ports.ts'

/** Sends the form and waits until the lead recorder holds it and the success message shows. */
export async function sendLead(page: Page, form: Locator, email: string): Promise<void> {
  await form.getByLabel(/^First Name/).fill('Grace')
  await form.getByLabel(/^Last Name/).fill('Policy')
  await form.getByLabel(/^Phone/).fill('6315550178')
  await form.getByLabel(/^Email/).fill(email)
  const caseType = form.getByLabel(/^Case Type/)
  if ((await caseType.count()) && !(await caseType.inputValue())) await caseType.selectOption({ index: 1 })
  await form.getByLabel(/^Description/).fill('Hit by a car <b>at</b> a crosswalk.')
  await form.locator('[type="submit"]').click()
  await expect.poll(() => leadsFrom(page, email), { message: `the lead from ${email} reaches the recorder` }).toBe(1)
  await expect(page.getByText('Thank you!').first()).toBeVisible()
}

async function leadsFrom(page: Page, email: string): Promise<number> {
  const leads = (await (await page.request.get(`${RECORDER_URL}/__leads`)).json()) as {
    fields: Record<string, string>
  }[]
  return leads.filter((l) => l.fields.email === email).length
}
