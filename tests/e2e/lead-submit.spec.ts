/** A valid case review reaches the form service exactly as CONTRACT 6 says, on each kind of page. */
import { expect, test } from '@playwright/test'
import { dialogPanel, fillLead, leadCalls, leadsFor, person, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'

const PORTAL_AND_FORM = '/uploads/form/v2/00000000/00000000-0000-0000-0000-000000000000'

test('home: the inline form sends the contract request and thanks the visitor', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/')
  const form = page.locator('#case-review form[data-ready]')
  const who = person('home')
  await fillLead(form, who)
  await form.getByLabel('Case Type').selectOption('slip-fall')
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()

  await expect(toast(page)).toContainText('Thank you!')
  await expect(toast(page)).toContainText("We'll contact you within 24 hours to discuss your case.")
  expect(calls).toHaveLength(1)
  const call = calls[0]!
  expect(call.method()).toBe('POST')
  expect(new URL(call.url()).pathname).toBe(PORTAL_AND_FORM)
  expect(call.headers()['content-type']).toBe('application/x-www-form-urlencoded')
  const body = new URLSearchParams(call.postData() ?? '')
  expect([...body.keys()]).toEqual(['firstname', 'lastname', 'email', 'phone', 'message', 'hs_context'])
  expect(body.get('firstname')).toBe(who.firstName)
  expect(body.get('lastname')).toBe(who.lastName)
  expect(body.get('email')).toBe(who.email)
  expect(body.get('phone')).toBe(who.phone)
  expect(body.get('message')).toBe(`Case Type: slip-fall\n\nDescription: ${who.description}`)
  const context = JSON.parse(body.get('hs_context') ?? '{}') as Record<string, string>
  expect(Object.keys(context).sort()).toEqual(['hutk', 'pageName', 'pageUri', 'pageUrl', 'sfdcCampaignId'])
  expect(context.pageUri).toBe(page.url())
  expect(context.pageUrl).toBe(page.url())
  expect(context.pageName).toBe(await page.title())
  expect(context.hutk).toBe('')
  expect(context.sfdcCampaignId).toBe('')

  const [lead] = await leadsFor(who.email)
  expect(lead?.api).toBe('v2')
  expect(lead?.fields.message).toBe(`Case Type: slip-fall\n\nDescription: ${who.description}`)
  // Reset to blank with the page's default (an empty selector on the home page).
  for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Description']) await expect(form.getByLabel(label)).toHaveValue('')
  await expect(form.getByLabel('Case Type')).toHaveValue('')
})

test('home: the hutk cookie is sent when the visitor has one', async ({ page, context }) => {
  await context.addCookies([{ name: 'hubspotutk', value: 'abc123def456', url: 'http://localhost' }])
  const calls = leadCalls(page)
  await page.goto('/')
  const form = page.locator('#case-review form[data-ready]')
  await fillLead(form, person('hutk'))
  await form.getByLabel('Case Type').selectOption('other')
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText('Thank you!')
  const body = new URLSearchParams(calls[0]?.postData() ?? '')
  expect(JSON.parse(body.get('hs_context') ?? '{}')).toMatchObject({ hutk: 'abc123def456' })
})

test('home: the selector offers the six home case types and the case type is required', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/')
  const form = page.locator('#case-review form[data-ready]')
  // evaluateAll does not wait: let the island hydrate first.
  await expect(form).toBeVisible()
  const options = await form.getByLabel('Case Type').locator('option').evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]))
  expect(options).toEqual([
    ['', 'Select a case type'],
    ['car-accident', 'Car Accident'],
    ['medical-malpractice', 'Medical Malpractice'],
    ['slip-fall', 'Slip & Fall'],
    ['construction', 'Construction Accident'],
    ['wrongful-death', 'Wrongful Death'],
    ['other', 'Other Personal Injury'],
  ])
  await fillLead(form, person('home-no-type'))
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toHaveText(/Please fill out all required fields/)
  await expect(form.getByLabel('Case Type')).toBeFocused()
  expect(calls).toHaveLength(0)
})

test('contact: the extended form sends and thanks the visitor', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('#case-review form[data-ready]')
  await expect(form.getByLabel('Case Type').locator('option')).toHaveCount(17)
  const who = person('contact')
  await fillLead(form, who)
  await form.getByLabel('Case Type').selectOption({ label: 'Nursing Home Abuse' })
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText("We'll contact you within 24 hours to discuss your case.")
  await expect.poll(async () => (await leadsFor(who.email))[0]?.fields.message).toBe(`Case Type: nursing-home-abuse\n\nDescription: ${who.description}`)
})

test('car accident: the dialog sends its case type, thanks the visitor for the car accident case and closes', async ({ page }) => {
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByRole('heading', { name: 'Free Case Review' })).toBeVisible()
  await expect(panel.getByLabel('Case Type')).toHaveValue('car-accident')
  const who = { ...person('car'), description: '' }
  await fillLead(panel, who)
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText("We'll contact you within 24 hours to discuss your car accident case.")
  await expect(panel).toHaveCount(0)
  await expect.poll(async () => (await leadsFor(who.email))[0]?.fields.message).toBe('Case Type: car-accident\n\nDescription: ')

  // Reopened, it is blank again with the page's default case type.
  await page.locator('main [data-open-form="main"]').first().click()
  await expect(panel.getByLabel('First Name')).toHaveValue('')
  await expect(panel.getByLabel('Case Type')).toHaveValue('car-accident')
})
