/**
 * The form service's rate limit (429 with Retry-After): the lead stays queued and the visitor is
 * told as for any lead kept to send later; the page tries again by itself, one request per try,
 * never before Retry-After and later after each 429 in a row; once the service takes it, the lead
 * is sent exactly once. Several queued leads go one request at a time. Each test sets the
 * recorder's 429 for its own e-mail addresses only, so it runs beside every other test.
 */
import { canonicalPath, pageForms } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { expect, test, type Page, type Request } from '@playwright/test'
import { attemptsFor, dialogPanel, fillLead, leadCalls, leadsFor, person, recorderMode, toast } from './leadHelpers.ts'
import type { Attempt } from '../../scripts/lead-recorder.ts'
import { RECORDER_URL } from './ports.ts'
import { submitErrorMessage } from '../../components/lead/leadMessages.ts'
import { englishWords } from '../realInterfaceWords.ts'

const queuedText = submitErrorMessage(englishWords.lead).description ?? ''
const sendButton = (page: Page) => dialogPanel(page).getByRole('button', { name: 'Get Free Case Review' })
const outboxSize = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lead-outbox:')).length)

/** ms between one try and the next, as the recorder received them. */
const gaps = (attempts: Attempt[]) =>
  attempts.slice(1).map((a, i) => Date.parse(a.receivedAt) - Date.parse(attempts[i]!.receivedAt))

test('a 429 keeps the lead queued and says so; the page tries again after Retry-After, one request a try, and sends it once', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const retryAfter = 1
  const calls = leadCalls(page)
  const who = person('rate-limit')
  await recorderMode(who.email, '429', { retryAfter })
  await page.goto('/car-accident-lawyer')
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  await fillLead(panel, who)
  await sendButton(page).click()

  await expect(toast(page)).toContainText(queuedText)
  await expect(panel.getByLabel('First Name')).toHaveValue(who.firstName)
  await expect(panel.getByLabel('Email')).toHaveValue(who.email)
  await expect(panel.getByLabel('Description')).toHaveValue(who.description ?? '')
  await expect(sendButton(page)).toBeEnabled()
  expect(await outboxSize(page)).toBe(1)

  // The page tries again by itself: still 429, still queued, still nothing stored.
  await expect.poll(async () => (await attemptsFor(who.email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
  expect(await leadsFor(who.email)).toHaveLength(0)
  expect(await outboxSize(page)).toBe(1)
  await expect(panel.getByLabel('Last Name')).toHaveValue(who.lastName)

  await recorderMode(who.email, 'ok')
  await expect(toast(page)).toContainText('Thank you!', { timeout: 15_000 })
  await expect(panel).toHaveCount(0)
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  expect(await outboxSize(page)).toBe(0)

  // Nothing more goes out afterwards.
  await page.waitForTimeout(2500)
  const attempts = await attemptsFor(who.email)
  expect(await leadsFor(who.email)).toHaveLength(1)
  expect(attempts.map((a) => a.status)).toEqual([...attempts.slice(0, -1).map(() => 429), 200])
  // One request a try: every request the page made reached the recorder as one attempt, each at
  // least Retry-After after the one before (a few ms of clock rounding allowed).
  expect(calls).toHaveLength(attempts.length)
  for (const gap of gaps(attempts)) expect(gap).toBeGreaterThanOrEqual(retryAfter * 1000 - 5)
})

test('several queued leads wait for the same 429 and then go one request at a time', async ({ page }) => {
  test.setTimeout(60_000)
  // A page of the content with two case-review dialogs.
  const twoForms = contentStore().pages.find(
    (p) => Object.values(pageForms(contentStore(), p)).filter((form) => form.kind === 'dialog').length >= 2,
  )
  if (!twoForms) throw new Error('the content has no page with two case-review dialogs')
  const [first, second] = Object.values(pageForms(contentStore(), twoForms)).filter((form) => form.kind === 'dialog')
  const people = [person('rate-limit-a'), person('rate-limit-b')]
  for (const who of people) await recorderMode(who.email, '429', { retryAfter: 2 })
  // Each lead request of the page: when it leaves, and when its answer (the status line) is in.
  const timeline: string[] = []
  const isLead = (r: Request) => r.url().startsWith(RECORDER_URL) && r.method() === 'POST'
  page.on('request', (r) => isLead(r) && timeline.push('sent'))
  page.on('response', (r) => isLead(r.request()) && timeline.push('answered'))
  page.on('requestfailed', (r) => isLead(r) && timeline.push('answered'))

  await page.goto(canonicalPath(twoForms))
  for (const [index, form] of [first!, second!].entries()) {
    await page.locator(`main [data-open-form="${form.name}"]`).first().click()
    await fillLead(dialogPanel(page), people[index]!)
    await sendButton(page).click()
    await expect(toast(page)).toContainText(queuedText)
    await dialogPanel(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialogPanel(page)).toHaveCount(0)
  }
  await expect.poll(() => outboxSize(page)).toBe(2)

  // The service comes back slowly: two requests at once would overlap.
  for (const who of people) await recorderMode(who.email, 'hang:400')
  for (const who of people)
    await expect.poll(async () => (await leadsFor(who.email)).length, { timeout: 20_000 }).toBe(1)
  await expect.poll(() => outboxSize(page)).toBe(0)
  await page.waitForTimeout(1000)
  for (const who of people) expect(await leadsFor(who.email)).toHaveLength(1)
  // No request left before the one before it was answered, as the page saw it and as the recorder did
  // (each answer in the `hang:400` mode comes 400 ms after its request).
  expect(timeline.length).toBeGreaterThanOrEqual(4)
  expect(timeline.join(' ')).toBe(
    Array(timeline.length / 2)
      .fill('sent answered')
      .join(' '),
  )
  const received = (await Promise.all(people.map((who) => attemptsFor(who.email))))
    .flat()
    .sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt))
  for (const [i, gap] of gaps(received).entries())
    if (received[i]!.status === 200) expect(gap, 'after a request the recorder held 400 ms').toBeGreaterThanOrEqual(400)
  for (const who of people)
    expect((await attemptsFor(who.email)).filter((a) => a.status === 200 || a.status === 204)).toHaveLength(1)
})
