/**
 * A bad connection loses nothing: offline, the form says so and keeps the lead in the tab's
 * outbox (sessionStorage); it is sent once, by itself, when the connection is back, with the page
 * context of its first try, and survives a reload of the tab.
 */
import { contentStore } from '../../lib/content/store.ts'
import { expect, test, type Page } from '@playwright/test'
import { dialogPanel, fillLead, leadCalls, leadsFor, person, toast } from './leadHelpers.ts'
import { RECORDER_URL } from './ports.ts'
import { wakeIslands } from './islands.ts'
import { pageForm, thanksFor } from './leadContent.ts'

// The number to call is the toll-free one of content/site.yaml; the thanks is the car accident form's.
const offlineText = `We will send your request as soon as your connection is back, while this page is open, or call us now at ${contentStore().site.phones.tollFree.display}.`
const carAccidentThanks = thanksFor(pageForm('/car-accident-lawyer'))

async function submitOffline(page: Page, tag: string) {
  await page.goto('/car-accident-lawyer')
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  const who = person(tag)
  await fillLead(panel, who)
  const firstUrl = page.url()
  await page.context().setOffline(true)
  await panel.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(toast(page)).toContainText('You seem to be offline.')
  await expect(toast(page)).toContainText(offlineText)
  await expect(panel.getByLabel('Email')).toHaveValue(who.email)
  await expect(panel.getByRole('button', { name: 'Get Free Case Review' })).toBeEnabled()
  return { panel, who, firstUrl }
}

test('offline: the message shows and nothing is sent; back online, exactly one request arrives and the visitor is thanked', async ({
  page,
}) => {
  const calls = leadCalls(page)
  const { panel, who, firstUrl } = await submitOffline(page, 'offline')
  expect(calls).toHaveLength(0)
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lead-')))).toEqual([])
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lead-outbox:'))),
  ).toHaveLength(1)

  await page.context().setOffline(false)
  await expect(toast(page)).toContainText(carAccidentThanks)
  await expect(panel).toHaveCount(0)
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  expect(calls).toHaveLength(1)
  expect((await leadsFor(who.email))[0]?.context).toEqual({ pageUri: firstUrl, pageName: await page.title() })
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lead-')))).toEqual([])
})

test('a reload in between keeps the draft and the outbox for the tab; the lead goes once, with its first page context', async ({
  page,
}) => {
  const { who, firstUrl } = await submitOffline(page, 'offline-reload')
  // Reloading needs the network: lead calls alone keep failing, as on a connection that comes and goes.
  await page.route(`${RECORDER_URL}/**`, (route) => route.abort('internetdisconnected'))
  await page.context().setOffline(false)
  await page.evaluate(() => history.replaceState(null, '', '?moved=1'))
  await page.reload()
  // A queued lead wakes the dialog's script by itself: no tap is needed for it to go out.
  await expect(page.locator('[data-island="LeadDialogs"]')).toHaveAttribute('data-hydrated', '')
  await page.locator('main [data-open-form="main"]').first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByLabel('First Name')).toHaveValue(who.firstName)
  await expect(panel.getByLabel('Email')).toHaveValue(who.email)
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lead-outbox:'))),
  ).toHaveLength(1)
  expect(await leadsFor(who.email)).toHaveLength(0)

  await page.unroute(`${RECORDER_URL}/**`)
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await expect(toast(page)).toContainText('Thank you!')
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  const [lead] = await leadsFor(who.email)
  expect(lead?.context).toMatchObject({ pageUri: firstUrl })
  // Sent once: neither another online event nor a reload sends it again.
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await page.reload()
  await wakeIslands(page)
  expect(await leadsFor(who.email)).toHaveLength(1)
})

test('the visitor resending by hand while the outbox sends by itself: one request, never two', async ({ page }) => {
  const calls = leadCalls(page)
  const { panel, who } = await submitOffline(page, 'offline-race')
  // The online event starts the outbox's send; the visitor presses the button at the same moment.
  await page.context().setOffline(false)
  await panel
    .getByRole('button', { name: /Get Free Case Review|Submitting/ })
    .click({ timeout: 2000 })
    .catch(() => undefined)
  await expect(toast(page)).toContainText('Thank you!')
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  expect(calls).toHaveLength(1)
})

test.describe('with storage that refuses every write (full, or disabled)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
  })
  test('the button comes back, the message shows, and the lead still goes out once online', async ({ page }) => {
    const { panel, who } = await submitOffline(page, 'offline-nostorage')
    await expect(panel.getByRole('button', { name: 'Get Free Case Review' })).toBeEnabled()
    await page.context().setOffline(false)
    await expect(toast(page)).toContainText('Thank you!')
    await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  })
})

test('a duplicated tab holds a copy of the queued lead: when the connection comes back, it is sent once and both tabs thank the visitor', async ({
  page,
  context,
}) => {
  const { who } = await submitOffline(page, 'offline-duplicate')
  // Browsers copy the tab's sessionStorage into its duplicate, queued lead and draft included.
  const tabStorage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)))
  expect(Object.keys(tabStorage).filter((k) => k.startsWith('lead-outbox:'))).toHaveLength(1)
  const duplicate = await context.newPage()
  await duplicate.addInitScript((entries) => {
    if (sessionStorage.length === 0)
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value)
  }, tabStorage)
  // The duplicate needs the network to load: lead calls alone keep failing meanwhile.
  await context.route(`${RECORDER_URL}/**`, (route) => route.abort('internetdisconnected'))
  await context.setOffline(false)
  await duplicate.goto(page.url())
  await expect(duplicate.locator('[data-island="LeadDialogs"]')).toHaveAttribute('data-hydrated', '')
  const queued = (tab: Page) =>
    tab.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lead-outbox:')).length)
  expect(await queued(duplicate)).toBe(1)

  await context.unroute(`${RECORDER_URL}/**`)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(toast(page)).toContainText('Thank you!')
  await expect(toast(duplicate)).toContainText('Thank you!')
  await expect.poll(() => queued(page)).toBe(0)
  await expect.poll(() => queued(duplicate)).toBe(0)
  expect(await leadsFor(who.email)).toHaveLength(1)
  // What notes the sent lead across tabs holds its id and a time, nothing the visitor typed.
  const shared = await page.evaluate(() => JSON.stringify(localStorage))
  for (const typed of [who.firstName, who.email, who.phone]) expect(shared).not.toContain(typed)
})
