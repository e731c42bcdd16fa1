/** A valid case review reaches the form service exactly as README "Lead forms" describes the call, on each kind of page. */
import { leadSettings } from '../../lib/content/settings.ts'
import { expect, test } from '@playwright/test'
import { dialogPanel, fillLead, leadCalls, leadsFor, person, toast } from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'
import { optionValue, pageForm, thanksFor } from './leadContent.ts'

// The ids the build took from its environment (the tests build as this process runs).
const { portalId, formId } = leadSettings()
const SUBMIT_PATH = `/submissions/v3/integration/submit/${portalId}/${formId}`
// What each form offers and says comes from the content (tests/e2e/leadContent.ts).
const home = pageForm('/')
const contact = pageForm('/contact')
const carAccident = pageForm('/car-accident-lawyer')

test('home: the inline form sends the contract request (v3) and thanks the visitor', async ({ page }) => {
  const calls = leadCalls(page)
  await page.goto('/')
  const form = page.locator('#case-review form[data-ready]')
  const who = person('home')
  const caseType = optionValue(home, 0)
  await fillLead(form, who)
  await form.getByLabel('Case Type').selectOption(caseType)
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()

  await expect(toast(page)).toContainText('Thank you!')
  await expect(toast(page)).toContainText(thanksFor(home))
  expect(calls).toHaveLength(1)
  const call = calls[0]!
  expect(call.method()).toBe('POST')
  expect(new URL(call.url()).pathname).toBe(SUBMIT_PATH)
  expect(call.headers()['content-type']).toBe('application/json')
  // Exactly the documented call: the five fields in order, the page context, no hutk without the cookie.
  expect(call.postData()).toBe(
    JSON.stringify({
      fields: [
        { name: 'firstname', value: who.firstName },
        { name: 'lastname', value: who.lastName },
        { name: 'email', value: who.email },
        { name: 'phone', value: who.phone },
        { name: 'message', value: `Case Type: ${caseType}\n\nDescription: ${who.description}` },
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
  expect(lead?.fields.message).toBe(`Case Type: ${caseType}\n\nDescription: ${who.description}`)
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
    await form.getByLabel('Case Type').selectOption(optionValue(home, -1))
    await form.getByRole('button', { name: 'Get Free Case Review' }).click()
    await expect(toast(page)).toContainText('Thank you!')
    const body = JSON.parse(calls[0]?.postData() ?? '{}') as { context: Record<string, string> }
    expect(body.context.hutk).toBe(hutk)
    await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  })
}

test('home: the selector offers the case types the content gives, in order, and the case type is required', async ({
  page,
}) => {
  test.skip(!home.caseTypeRequired, 'the content lets the home form go without a case type')
  const calls = leadCalls(page)
  await page.goto('/')
  const form = page.locator('#case-review form[data-ready]')
  // evaluateAll does not wait: let the island hydrate first.
  await expect(form).toBeVisible()
  const options = await form
    .getByLabel('Case Type')
    .locator('option')
    .evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]))
  expect(options).toEqual([['', 'Select a case type'], ...home.options.map((o) => [o.value, o.label])])
  await fillLead(form, person('home-no-type'))
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toHaveText(/Please fill out all required fields/)
  await expect(form.getByLabel('Case Type')).toBeFocused()
  expect(calls).toHaveLength(0)
})

test('contact: the extended form offers its case types in order, sends the chosen one and thanks the visitor', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.locator('#case-review form[data-ready]')
  const select = form.getByLabel('Case Type')
  await expect(select.locator('option')).toHaveText([
    ...(contact.defaultCaseType ? [] : ['Select a case type']),
    ...contact.options.map((o) => o.label),
  ])
  // An option from the middle of the list, chosen by its label as a visitor reads it.
  const chosen = contact.options[Math.floor(contact.options.length / 2)]!
  const who = person('contact')
  await fillLead(form, who)
  await select.selectOption({ label: chosen.label })
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText(thanksFor(contact))
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe(`Case Type: ${chosen.value}\n\nDescription: ${who.description}`)
})

test('car accident: the dialog sends its case type, thanks the visitor for its topic and closes', async ({ page }) => {
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByRole('heading', { name: carAccident.title })).toBeVisible()
  await expect(panel.getByLabel('Case Type')).toHaveValue(carAccident.defaultCaseType)
  const who = { ...person('car'), description: '' }
  await fillLead(panel, who)
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText(thanksFor(carAccident))
  await expect(panel).toHaveCount(0)
  await expect
    .poll(async () => (await leadsFor(who.email))[0]?.fields.message)
    .toBe(`Case Type: ${carAccident.defaultCaseType}\n\nDescription: `)

  // Reopened, it is blank again with the page's default case type.
  await page.locator('main [data-open-form="main"]').first().click()
  await expect(panel.getByLabel('First Name')).toHaveValue('')
  await expect(panel.getByLabel('Case Type')).toHaveValue(carAccident.defaultCaseType)
})
