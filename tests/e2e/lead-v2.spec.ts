/**
 * The legacy v2 upload (LEAD_API=v2) against a recorder that, like the real endpoint, sends no
 * CORS headers: the page cannot read the answer, so a call that arrives is a success (no
 * duplicate leads from retries), and only a dropped connection or the timeout is an error.
 */
import { leadSettings } from '../../lib/content/settings.ts'
import { expect, test, type Page } from '@playwright/test'
import {
  dialogPanel,
  fillLead,
  leadCalls,
  leadsFor,
  person,
  recorderMode,
  toast,
  switchFormsToLeadApiV2,
} from './leadHelpers.ts'
import { pageForm, thanksFor } from './leadContent.ts'

const errorText = 'There was a problem submitting your request. Please try calling us directly.'

async function openFilledDialog(page: Page, tag: string) {
  const v2 = await switchFormsToLeadApiV2(page)
  await page.goto('/car-accident-lawyer')
  // A visitor's tap: the dialog's script loads on it and the dialog opens once it is in.
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  const who = person(tag)
  await fillLead(panel, who)
  expect(v2.rewritten(), 'the lead target was rewritten in the script that holds it').toBe(1)
  return { panel, who, send: () => panel.getByRole('button', { name: 'Get Free Case Review' }).click() }
}

test('a call that arrives is a success, though its answer cannot be read; one request per click', async ({ page }) => {
  const calls = leadCalls(page)
  const { who, send } = await openFilledDialog(page, 'v2-ok')
  await send()
  await expect(toast(page)).toContainText(thanksFor(pageForm('/car-accident-lawyer')))
  expect(calls).toHaveLength(1)
  const { portalId, formId } = leadSettings()
  expect(new URL(calls[0]!.url()).pathname).toBe(`/uploads/form/v2/${portalId}/${formId}`)
  expect(calls[0]!.headers()['content-type']).toBe('application/x-www-form-urlencoded')
  const response = await calls[0]!.response()
  expect(response?.status()).toBe(204)
  expect(response?.headers()['access-control-allow-origin']).toBeUndefined()
  const [lead] = await leadsFor(who.email)
  expect(lead).toMatchObject({ api: 'v2', fields: { firstname: who.firstName, email: who.email } })
  expect(JSON.parse(lead!.fields.hs_context!)).toEqual({
    pageUri: page.url(),
    pageUrl: page.url(),
    pageName: await page.title(),
    hutk: '',
    sfdcCampaignId: '',
  })
})

test('an error status is not visible to the page: the call arrived, so the visitor is not asked to send again', async ({
  page,
}) => {
  const calls = leadCalls(page)
  const { who, send } = await openFilledDialog(page, 'v2-500')
  await recorderMode(who.email, 'fail:500')
  await send()
  await expect(toast(page)).toContainText('Thank you!')
  expect(calls).toHaveLength(1)
})

test('a dropped connection is an error, and every value is kept', async ({ page }) => {
  const { panel, who, send } = await openFilledDialog(page, 'v2-drop')
  await recorderMode(who.email, 'drop')
  await send()
  await expect(toast(page)).toContainText(errorText)
  await expect(panel.getByLabel('Email')).toHaveValue(who.email)
  await expect(panel.getByLabel('Description')).toHaveValue(who.description!)
  await expect(panel.getByRole('button', { name: 'Get Free Case Review' })).toBeEnabled()
})

test('no answer within 15 s is an error', async ({ page }) => {
  await page.clock.install()
  const { panel, who, send } = await openFilledDialog(page, 'v2-timeout')
  await recorderMode(who.email, 'hang:60000')
  await page.clock.pauseAt(Date.now() + 1000)
  await send()
  await expect(panel.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await page.clock.runFor(15_100)
  await expect(toast(page)).toContainText(errorText)
  await expect(panel.getByLabel('First Name')).toHaveValue(who.firstName)
})
