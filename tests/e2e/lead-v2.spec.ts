/**
 * The legacy v2 upload (LEAD_API=v2) in Chromium against a recorder that, like the real endpoint,
 * sends no CORS headers: the page cannot read the answer, so a call that arrives is a success, even
 * one the service answered with an error (no duplicate leads from retries). A dropped connection or
 * the timeout is an error: unit-tested with the rest of v2 (tests/unit/leadMachine.test.ts).
 */
import { leadSettings } from '../../lib/content/settings.ts'
import { expect, test } from '@playwright/test'
import {
  attemptsFor,
  dialogPanel,
  fillLead,
  leadCalls,
  person,
  recorderMode,
  switchFormsToLeadApiV2,
  toast,
} from './leadHelpers.ts'
import { dialogPage, leadWords, thanksFor } from './leadContent.ts'

const { url, form } = dialogPage()
const words = leadWords()

test('a call that reaches the service is a success though the page cannot read its answer, an error status too; one request', async ({
  page,
}) => {
  const calls = leadCalls(page)
  const v2 = await switchFormsToLeadApiV2(page)
  const who = person('v2-500')
  await recorderMode(who.email, 'fail:500')
  await page.goto(url)
  // A visitor's tap: the dialog's script loads on it and the dialog opens once it is in.
  await page.locator(`main [data-open-form="${form.name}"]:visible`).first().click()
  const panel = dialogPanel(page)
  await fillLead(panel, who)
  expect(v2.rewritten(), 'the lead target was rewritten in the script that holds it').toBe(1)
  await panel.getByRole('button', { name: form.submitLabel }).click()

  await expect(toast(page)).toContainText(words.thanksTitle)
  await expect(toast(page)).toContainText(thanksFor(form))
  await expect(panel).toHaveCount(0)
  expect(calls).toHaveLength(1)
  const { portalId, formId } = leadSettings()
  expect(new URL(calls[0]!.url()).pathname).toBe(`/uploads/form/v2/${portalId}/${formId}`)
  expect(calls[0]!.headers()['content-type']).toBe('application/x-www-form-urlencoded')
  const body = new URLSearchParams(calls[0]!.postData() ?? '')
  expect([...body.keys()]).toEqual(['firstname', 'lastname', 'email', 'phone', 'message', 'hs_context'])
  expect(JSON.parse(body.get('hs_context')!)).toEqual({
    pageUri: page.url(),
    pageUrl: page.url(),
    pageName: await page.title(),
    hutk: '',
    sfdcCampaignId: '',
  })
  // The call arrived and was answered 500, with no CORS header: the page could not tell.
  expect((await attemptsFor(who.email)).map((a) => [a.api, a.status])).toEqual([['v2', 500]])
  const response = await calls[0]!.response()
  expect(response?.headers()['access-control-allow-origin']).toBeUndefined()
})
