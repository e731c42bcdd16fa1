/**
 * A real submission from an inline form of the content, in Chromium, read back from the lead
 * recorder: the exact v3 call README "Lead forms" describes, its CORS answer, the button while the
 * call is out, one call for a double click, the thanks, the reset, and axe on the form and its
 * message. (Each answer's handling, the checks before a send and the call's shape for every case
 * are unit-tested: tests/unit/leadMachine.test.ts, tests/unit/leadRequest.test.ts.)
 */
import { leadSettings } from '../../lib/content/settings.ts'
import { axeViolations } from './axe.ts'
import { expect, test } from '@playwright/test'
import { fillLead, leadCalls, leadsFor, person, recorderMode, toast } from './leadHelpers.ts'
import { inlineFormPage, leadWords, thanksFor } from './leadContent.ts'

const { url, form } = inlineFormPage()
const words = leadWords()

test('the inline form sends the v3 call once, says "Submitting..." meanwhile, thanks the visitor and resets', async ({
  page,
}) => {
  const calls = leadCalls(page)
  const who = person('v3')
  await recorderMode(who.email, 'hang:1500')
  await page.goto(url)
  const scope = page.locator('[data-island="LeadForm"] form[data-ready]')
  await fillLead(scope, who)
  // An option from the middle of the list, chosen by its label as a visitor reads it; else the form's default.
  const chosen = form.options[Math.floor(form.options.length / 2)]
  if (chosen) await scope.getByLabel(words.caseType).selectOption({ label: chosen.label })
  const caseType = chosen?.value ?? form.defaultCaseType
  // The bot trap is nowhere a person could see or reach it.
  await expect(scope.locator('input[name="website"]')).not.toBeInViewport()
  await expect(scope.getByRole('textbox', { name: words.honeypot })).toHaveCount(0)

  await scope.getByRole('button', { name: form.submitLabel }).dblclick()
  await expect(scope.getByRole('button', { name: words.submitting })).toBeDisabled()
  await expect(toast(page)).toContainText(words.thanksTitle)
  await expect(toast(page)).toContainText(thanksFor(form))
  expect(calls).toHaveLength(1)
  const call = calls[0]!
  expect(call.method()).toBe('POST')
  const target = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/.exec(new URL(call.url()).pathname)
  expect(target, 'the v3 submissions path').not.toBeNull()
  // The ids the build took from its environment (the tests build as this process runs), never from content.
  expect(target?.slice(1)).toEqual([leadSettings().portalId, leadSettings().formId])
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
  expect(
    await axeViolations(page, 'the form after its lead was sent', ['[data-island="LeadForm"]', '#toast-region']),
  ).toEqual([])

  const leads = await leadsFor(who.email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ api: 'v3', portalId: target![1], formId: target![2] })
  expect(leads[0]?.fields.message).toBe(`Case Type: ${caseType}\n\nDescription: ${who.description}`)
  // Reset to blank, with the form's default case type.
  for (const label of [words.firstName, words.lastName, words.phone, words.email, words.description])
    await expect(scope.getByLabel(label)).toHaveValue('')
  if (form.options.length) await expect(scope.getByLabel(words.caseType)).toHaveValue(form.defaultCaseType)
})
