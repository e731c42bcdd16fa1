/**
 * A bad connection in Chromium, on a dialog page of the content: offline, the form says so and keeps
 * the lead in the tab's outbox (sessionStorage); the `online` event sends it once, by itself, with
 * the page context of its first try, also after a reload of the tab. A duplicated tab (a real second
 * page with the tab's sessionStorage copied in, as browsers copy it) holds the same queued lead: it
 * goes once, and both tabs thank the visitor. (The outbox's other cases, the 429 wait and the race
 * in every order: tests/unit/leadOutbox.test.ts, leadRateLimit.test.ts, leadSendOnce.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { contentStore } from '../../lib/content/store.ts'
import { attemptsFor, dialogPanel, fillLead, leadsFor, person, toast } from './leadHelpers.ts'
import { RECORDER_URL } from './ports.ts'
import { wakeIslands } from './islands.ts'
import { dialogPage, leadWords, thanksFor } from './leadContent.ts'

const { url, form } = dialogPage()
const words = leadWords()
const thanks = thanksFor(form)
// The number to call is the toll-free one of content/site.yaml.
const offlineText = fillPlaceholders(words.offlineText, { phone: contentStore().site.phones.tollFree.display })
const leadCallsRoute = `${RECORDER_URL}/**`

const storedKeys = (tab: Page, storage: 'sessionStorage' | 'localStorage', prefix: string) =>
  tab.evaluate(([name, start]) => Object.keys(window[name]).filter((k) => k.startsWith(start)), [
    storage,
    prefix,
  ] as const)
const queued = async (tab: Page) => (await storedKeys(tab, 'sessionStorage', 'lead-outbox:')).length

/** Lead calls of this tab that failed (the test makes them fail while the pages need the network). */
function failedLeadCalls(tab: Page) {
  const failed = { count: 0 }
  tab.on('requestfailed', (request) => {
    if (request.url().startsWith(RECORDER_URL)) failed.count++
  })
  return failed
}

/** Everything the tab's localStorage and IndexedDB hold, as text. */
const everythingShared = (tab: Page) =>
  tab.evaluate(async () => {
    const found: unknown[] = [Object.entries(localStorage)]
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of db.objectStoreNames)
        found.push(
          await new Promise((resolve) => {
            const all = db.transaction(store).objectStore(store).getAll()
            all.onsuccess = () => resolve(all.result)
          }),
        )
      db.close()
    }
    return JSON.stringify(found)
  })

async function submitOffline(page: Page, tag: string) {
  await page.goto(url)
  await page.locator(`main [data-open-form="${form.name}"]:visible`).first().click()
  const panel = dialogPanel(page)
  const who = person(tag)
  await fillLead(panel, who)
  const firstUrl = page.url()
  await page.context().setOffline(true)
  await panel.getByRole('button', { name: form.submitLabel }).click()
  await expect(toast(page)).toContainText(words.offlineTitle)
  await expect(toast(page)).toContainText(offlineText)
  await expect(panel.getByLabel(words.email)).toHaveValue(who.email)
  await expect(panel.getByRole('button', { name: form.submitLabel })).toBeEnabled()
  return { who, firstUrl }
}

test('offline: the message, nothing sent; a reload keeps the draft and the outbox; back online, the lead goes once, with its first page context', async ({
  page,
}) => {
  const { who, firstUrl } = await submitOffline(page, 'offline')
  expect(await storedKeys(page, 'localStorage', 'lead')).toEqual([])
  expect(await queued(page)).toBe(1)
  // Reloading needs the network: lead calls alone keep failing, as on a connection that comes and goes.
  const failed = failedLeadCalls(page)
  await page.route(leadCallsRoute, (route) => route.abort('internetdisconnected'))
  await page.context().setOffline(false)
  // The `online` event sends the queued lead by itself (failing here).
  await expect.poll(() => failed.count).toBe(1)
  await page.evaluate(() => history.replaceState(null, '', '?moved=1'))
  await page.reload()
  // A queued lead wakes the dialog's script by itself, which tries it at once: no tap is needed.
  await expect(page.locator('[data-island="LeadDialogs"]')).toHaveAttribute('data-hydrated', '')
  await expect.poll(() => failed.count).toBe(2)
  await page.locator(`main [data-open-form="${form.name}"]:visible`).first().click()
  const panel = dialogPanel(page)
  await expect(panel.getByLabel(words.firstName)).toHaveValue(who.firstName)
  await expect(panel.getByLabel(words.email)).toHaveValue(who.email)
  expect(await queued(page)).toBe(1)
  expect(await attemptsFor(who.email)).toHaveLength(0)

  await page.unroute(leadCallsRoute)
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await expect(toast(page)).toContainText(thanks)
  await expect(panel).toHaveCount(0)
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  expect((await leadsFor(who.email))[0]?.context).toEqual({ pageUri: firstUrl, pageName: await page.title() })
  expect(await storedKeys(page, 'sessionStorage', 'lead-')).toEqual([])
  // Sent once: neither another online event nor a reload sends it again.
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await page.reload()
  await wakeIslands(page)
  expect(await attemptsFor(who.email)).toHaveLength(1)
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
  const failed = [failedLeadCalls(page), failedLeadCalls(duplicate)]
  // The duplicate needs the network to load: lead calls alone keep failing meanwhile.
  await context.route(leadCallsRoute, (route) => route.abort('internetdisconnected'))
  await context.setOffline(false)
  await duplicate.goto(page.url())
  await expect(duplicate.locator('[data-island="LeadDialogs"]')).toHaveAttribute('data-hydrated', '')
  expect(await queued(duplicate)).toBe(1)
  // Each tab has tried the lead by itself once (the first on `online`, the copy as it started), in vain.
  for (const tab of failed) await expect.poll(() => tab.count).toBeGreaterThanOrEqual(1)

  await context.unroute(leadCallsRoute)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(toast(page)).toContainText(thanks)
  await expect(toast(duplicate)).toContainText(thanks)
  await expect.poll(() => queued(page)).toBe(0)
  await expect.poll(() => queued(duplicate)).toBe(0)
  expect(await attemptsFor(who.email)).toHaveLength(1)
  // What notes the sent lead across tabs holds its id and a time, nothing the visitor typed.
  const shared = await everythingShared(page)
  for (const typed of [who.firstName, who.lastName, who.email, who.phone]) expect(shared).not.toContain(typed)
})
