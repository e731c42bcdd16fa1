/** A valid case review reaches the form service exactly as CONTRACT 6 says, on each kind of page. */
import { expect, test } from '@playwright/test'
import { dialogPanel, fillLead, leadCalls, leadsFor, person, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'

const SUBMIT_PATH = '/submissions/v3/integration/submit/00000000/00000000-0000-0000-0000-000000000000'

test('home: the inline form sends the contract request (v3) and thanks the visitor', async ({ page }) => {
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
  expect(new URL(call.url()).pathname).toBe(SUBMIT_PATH)
  expect(call.headers()['content-type']).toBe('application/json')
  // Exactly CONTRACT 6: the five fields in order, the page context, no hutk without the cookie.
  expect(call.postData()).toBe(
    JSON.stringify({
      fields: [
        { name: 'firstname', value: who.firstName },
        { name: 'lastname', value: who.lastName },
        { name: 'email', value: who.email },
        { name: 'phone', value: who.phone },
        { name: 'message', value: `Case Type: slip-fall\n\nDescription: ${who.description}` },
      ],
      context: { pageUri: page.url(), pageName: await page.title() },
    }),
  )
  // The page could read the 200 answer (CORS), which is what made it a success.
  const response = await call.response()
  expect(response?.status()).toBe(200)
  expect(response?.headers()['access-control-allow-origin']).toBe('*')

  const [lead] = await leadsFor(who.email)
  expect(lead?.api).toBe('v3')
  expect(lead?.fields.message).toBe(`Case Type: slip-fall\n\nDescription: ${who.description}`)
  // Reset to blank with the page's default (an empty selector on the home page).
  for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Description'])
    await expect(form.getByLabel(label)).toHaveValue('')
  await expect(form.getByLabel('Case Type')).toHaveValue('')
})

for (const [name, cookie, hutk] of [
  ['the hutk cookie is sent when the visitor has one', 'abc123def456', 'abc123def456'],
  [
    'a malformed hutk cookie (a % that is no escape) does not stop the lead: it is sent without hutk',
    'abc%zz%',
    undefined,
  ],
] as const) {
  test(`home: ${name}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'hubspotutk', value: cookie, url: 'http://localhost' }])
    const calls = leadCalls(page)
    await page.goto('/')
    const form = page.locator('#case-review form[data-ready]')
    const who = person('hutk')
    await fillLead(form, who)
    await form.getByLabel('Case Type').selectOption('other')
    await form.getByRole('button', { name: 'Get Free Case Review' }).click()
    await expect(toast(page)).toContainText('Thank you!')
    const body = JSON.parse(calls[0]?.postData() ?? '{}') as { context: Record<string, string> }
    expect(body.context.hutk).toBe(hutk)
    await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  })
}

test('home: the selector offers the six home case types and the case type is required', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/')
  const form = page.locator('#case-review form[data-ready]')
  // evaluateAll does not wait: let the island hydrate first.
  await expect(form).toBeVisible()
  const options = await form
    .getByLabel('Case Type')
    .locator('option')
    .evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]))
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
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe(`Case Type: nursing-home-abuse\n\nDescription: ${who.description}`)
})

test('car accident: the dialog sends its case type, thanks the visitor for the car accident case and closes', async ({
  page,
}) => {
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
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe('Case Type: car-accident\n\nDescription: ')

  // Reopened, it is blank again with the page's default case type.
  await page.locator('main [data-open-form="main"]').first().click()
  await expect(panel.getByLabel('First Name')).toHaveValue('')
  await expect(panel.getByLabel('Case Type')).toHaveValue('car-accident')
})
