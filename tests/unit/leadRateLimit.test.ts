/**
 * The form service's rate limit (429 with Retry-After): the lead stays queued and the visitor is
 * told as for any lead kept to send later; the page tries again by itself, one call per try, never
 * before Retry-After and later after each 429 in a row; once the service takes it, the lead is sent
 * exactly once. Several queued leads go one call at a time. (The backoff's numbers themselves:
 * tests/unit/leadRetry.test.ts.)
 */
import { beforeEach, expect, it } from 'vitest'
import { englishWords } from '../realInterfaceWords.ts'
import { FakeBrowser, FakeTab, filled, madeUpForm, settings, type } from './leadFakes.ts'

const words = englishWords.lead
const valid = () => true
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!)

let browser: FakeBrowser
let tab: FakeTab
beforeEach(() => {
  browser = new FakeBrowser()
  tab = new FakeTab(browser)
})

it('a 429 keeps the lead queued and says so; the page tries again after Retry-After, later each time, and sends it once', async () => {
  browser.service.answer = () => ({ status: 429, headers: { 'Retry-After': '3' } })
  const { machine, view } = tab.form(settings())
  type(machine, filled)
  await machine.submit('', valid)
  expect(view.messages).toEqual([
    { tone: 'error', title: words.errorTitle, description: words.errorText, dismissLabel: words.dismiss },
  ])
  expect(machine.get()).toMatchObject({ values: filled, phase: 'idle' })
  expect([...tab.storage.items.keys()]).toContain('lead-outbox:/some-page:main')

  // Not before Retry-After (3 s; the backoff's first wait, 1-2 s, is shorter).
  await browser.clock.advance(2999)
  expect(browser.service.calls).toHaveLength(1)
  await browser.clock.advance(60_000)
  const tries = browser.service.calls.length
  expect(tries).toBeGreaterThanOrEqual(3)
  // Each wait at least Retry-After, and growing once the backoff passes it (2 s, 4 s, 8 s... with jitter).
  const waits = gaps(browser.service.calls.map((c) => c.at))
  for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(3000)
  expect(waits.at(-1)).toBeGreaterThan(waits[0]!)
  // Tries the page made by itself say nothing; the values stay.
  expect(view.messages).toHaveLength(1)
  expect(machine.get().values).toEqual(filled)

  browser.service.answer = () => ({ status: 200 })
  await browser.clock.advance(120_000)
  expect(browser.service.calls).toHaveLength(tries + 1)
  expect(view.last?.title).toBe(words.thanksTitle)
  expect(view.sentCount).toBe(1)
  expect(tab.storage.items.size).toBe(0)
  // Nothing more goes out afterwards.
  await browser.clock.advance(600_000)
  expect(browser.service.calls).toHaveLength(tries + 1)
})

it('during the wait, a send by hand makes no call and keeps the lead queued', async () => {
  browser.service.answer = () => ({ status: 429, headers: { 'Retry-After': '30' } })
  const { machine, view } = tab.form(settings())
  type(machine, filled)
  await machine.submit('', valid)
  await machine.submit('', valid)
  expect(browser.service.calls).toHaveLength(1)
  expect(view.messages.map((m) => m.description)).toEqual([words.errorText, words.errorText])
  browser.service.answer = () => ({ status: 200 })
  await browser.clock.advance(30_000)
  expect(browser.service.calls).toHaveLength(1)
  await browser.clock.advance(2_000)
  expect(browser.service.calls).toHaveLength(2)
})

it('several queued leads wait for the same 429 and then go one call at a time', async () => {
  const people = [
    { ...filled, email: 'a@example.com' },
    { ...filled, email: 'b@example.com' },
  ]
  const forms = [tab.form(settings()), tab.form(settings(madeUpForm({ name: 'second' })))]
  browser.service.answer = () => ({ status: 429, headers: { 'Retry-After': '2' } })
  for (const [i, { machine }] of forms.entries()) {
    type(machine, people[i]!)
    await machine.submit('', valid)
  }
  // The second made no call: the page knew it had to wait.
  expect(browser.service.calls).toHaveLength(1)
  // The service comes back slowly: two calls at once would overlap.
  browser.service.answer = (call) => {
    setTimeout(() => call.reply({ status: 200 }), 5)
    return 'hold'
  }
  for (let i = 0; i < 10; i++) {
    await browser.clock.advance(2_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(
    browser.service
      .leads()
      .slice(1)
      .map((l) => l.email),
  ).toEqual(['a@example.com', 'b@example.com'])
  expect(browser.service.overlaps).toBe(0)
  for (const { view } of forms) expect(view.last?.title).toBe(words.thanksTitle)
})
