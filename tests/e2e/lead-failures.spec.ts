/**
 * When the form service fails, answers with an error, drops the connection or says nothing for
 * 15 s, the visitor sees the error message and loses nothing. Each test makes the recorder fail
 * for its own e-mail address only, so the tests run in parallel with every other.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  dialogPanel,
  expectFieldMessage,
  fillLead,
  leadCalls,
  leadsFor,
  person,
  recorderMode,
  toast,
} from './leadHelpers.ts'
import { wakeIslands } from './islands.ts'
import { chosenOption, pageForm } from './leadContent.ts'

// Not the page's default, so the tests see that the visitor's choice is kept.
const caseType = chosenOption(pageForm('/car-accident-lawyer'))
const errorText = 'There was a problem submitting your request. Please try calling us directly.'

async function openFilledDialog(page: Page, tag: string) {
  await page.goto('/car-accident-lawyer')
  await wakeIslands(page)
  await page.locator('main [data-open-form="main"][data-ready]').first().click()
  const panel = dialogPanel(page)
  const who = person(tag)
  await fillLead(panel, who)
  await panel.getByLabel('Case Type').selectOption(caseType)
  return { panel, who }
}

async function expectKept(page: Page, who: ReturnType<typeof person>) {
  const panel = dialogPanel(page)
  await expect(panel).toBeVisible()
  await expect(panel.getByLabel('First Name')).toHaveValue(who.firstName)
  await expect(panel.getByLabel('Last Name')).toHaveValue(who.lastName)
  await expect(panel.getByLabel('Phone')).toHaveValue(who.phone)
  await expect(panel.getByLabel('Email')).toHaveValue(who.email)
  await expect(panel.getByLabel('Case Type')).toHaveValue(caseType)
  await expect(panel.getByLabel('Description')).toHaveValue(who.description ?? '')
  await expect(panel.getByRole('button', { name: 'Get Free Case Review' })).toBeEnabled()
}

for (const [name, mode] of [
  ['an error status (500)', 'fail:500'],
  ['a dropped connection', 'drop'],
] as const) {
  test(`${name}: the error message shows, the dialog stays open with every value`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const { panel, who } = await openFilledDialog(page, mode.replace(':', ''))
    await recorderMode(who.email, mode)
    await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText(errorText)
    await expectKept(page, who)
    expect(await leadsFor(who.email)).toHaveLength(0)
    // The details go to the console, never to the visitor.
    if (mode === 'fail:500') expect(errors.join('\n')).toContain('status 500')
    await expect(toast(page)).not.toContainText('500')

    // Once the service is back, the same values go through.
    await recorderMode(who.email, 'ok')
    await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
    await expect(toast(page)).toContainText('Thank you!')
    await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  })
}

test('no answer within 15 s: the error message shows and nothing is lost', async ({ page }) => {
  await page.clock.install()
  const { panel, who } = await openFilledDialog(page, 'timeout')
  await recorderMode(who.email, 'hang:60000')
  const button = panel.getByRole('button', { name: 'Submitting...' })
  // From here the page's time moves only when told to.
  await page.clock.pauseAt(Date.now() + 1000)
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(button).toBeDisabled()
  await page.clock.runFor(14_900)
  await expect(button).toBeDisabled()
  await expect(toast(page)).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(toast(page)).toContainText(errorText)
  await expectKept(page, who)
})

test('while the call is in flight the button reads "Submitting..." and is disabled; a double click sends once', async ({
  page,
}) => {
  const calls = leadCalls(page)
  const { panel, who } = await openFilledDialog(page, 'inflight')
  await recorderMode(who.email, 'hang:1500')
  await panel.getByRole('button', { name: 'Get Free Case Review' }).dblclick()
  await expect(panel.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(toast(page)).toContainText('Thank you!')
  await expect(panel).toHaveCount(0)
  expect(calls).toHaveLength(1)
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
})

test('pressing Enter twice in a row sends once', async ({ page }) => {
  const calls = leadCalls(page)
  const { panel, who } = await openFilledDialog(page, 'enter-twice')
  await recorderMode(who.email, 'hang:1000')
  await panel.getByLabel('Email').press('Enter')
  await panel.getByLabel('Email').press('Enter')
  await expect(toast(page)).toContainText('Thank you!')
  expect(calls).toHaveLength(1)
})

test('an e-mail address the service refuses (a 400 naming fields.email) is shown at the Email field', async ({
  page,
}) => {
  const { panel, who } = await openFilledDialog(page, 'refused')
  await recorderMode(who.email, 'reject-email')
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText(errorText)
  const email = panel.getByLabel('Email')
  await expect(email).toBeFocused()
  await expectFieldMessage(email, 'Our form service did not accept this. Please check it and try again.')
  await expect(panel.getByText('Our form service did not accept this.')).toBeVisible()
  // Only that field is marked.
  await expect(panel.getByLabel('Phone')).not.toHaveAttribute('aria-invalid')
  await expectKept(page, who)
  expect(await leadsFor(who.email)).toHaveLength(0)

  // Corrected, the message goes and the lead is sent.
  const corrected = who.email.replace('@', '.ok@')
  await email.fill(corrected)
  await expect(email).not.toHaveAttribute('aria-invalid')
  await expect(panel.getByText('Our form service did not accept this.')).toHaveCount(0)
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText('Thank you!')
  await expect.poll(async () => (await leadsFor(corrected)).length).toBe(1)
})
