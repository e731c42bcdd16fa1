/**
 * One lead, once, however many tabs hold it (components/lead/machine/sendOnce.ts). A duplicated tab
 * holds a copy of the queued lead: both tabs try the same lead id when the connection comes back.
 * Two tabs of one make-believe browser (tests/unit/leadFakes.ts) share its Web Locks, its IndexedDB
 * and its localStorage as Chromium shares them (a write reaches the other tab later); the service
 * holds the first call until the test answers it, so the tabs interleave the same way every run.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { sendOnce } from '../../components/lead/machine/sendOnce.ts'
import type { LeadResult } from '../../components/lead/machine/ports.ts'
import { KEEP_SENT_MS, STALE_SENDING_MS } from '../../components/lead/machine/timing.ts'
import { englishWords } from '../realInterfaceWords.ts'
import { FakeBrowser, FakeTab, filled, settings, settle, type } from './leadFakes.ts'

let browser: FakeBrowser
beforeEach(() => {
  browser = new FakeBrowser()
})

/** What one tab hands the send-once step: its locks (or none), the browser's IndexedDB and clock, and its own view of localStorage. */
function tabPorts({ webLocks = true } = {}) {
  const locks = browser.locks.forTab()
  const tab = { locks: webLocks ? locks : undefined, marks: browser.indexedDb, clock: browser.clock }
  return { ...tab, localStorage: browser.localStorage.forTab(tab), die: locks.die }
}

/** One call of the lead to the service, as the tab's sender makes it. */
const call = (): Promise<LeadResult> =>
  browser.service
    .fetch('https://forms.test/submit', {
      method: 'POST',
      mode: 'cors',
      headers: { 'Content-Type': 'application/json' },
      body: '{"fields":[]}',
      credentials: 'omit',
      signal: new AbortController().signal,
    })
    .then((answer) => (answer.ok ? { kind: 'sent' } : { kind: 'refused', fields: [] }))

describe('two tabs with the same queued lead', () => {
  it('with Web Locks: the first sends, the second finds it sent; one call, both thank the visitor', async () => {
    const [a, b] = [tabPorts(), tabPorts()]
    browser.service.answer = () => 'hold'
    const first = sendOnce('lead-1', call, a)
    const second = sendOnce('lead-1', call, b)
    await settle()
    expect(browser.service.calls).toHaveLength(1)
    // From here the service answers at once: a second call would not hang, it would be counted.
    browser.service.answer = () => ({ status: 200 })
    browser.service.calls[0]!.reply({ status: 200 })
    expect(await first).toEqual({ kind: 'sent' })
    expect(await second).toEqual({ kind: 'sent' })
    browser.localStorage.deliver()
    expect(browser.service.calls).toHaveLength(1)
  })

  it('without Web Locks: the claim alone lets one tab send; the other waits and then finds it sent', async () => {
    const [a, b] = [tabPorts({ webLocks: false }), tabPorts({ webLocks: false })]
    browser.service.answer = () => 'hold'
    const first = sendOnce('lead-1', call, a)
    await settle()
    browser.service.answer = () => ({ status: 200 })
    const second = await sendOnce('lead-1', call, b)
    expect(browser.service.calls).toHaveLength(1)
    expect(second).toEqual({ kind: 'busy', at: browser.clock.now() + 2000 })
    browser.service.calls[0]!.reply({ status: 200 })
    expect(await first).toEqual({ kind: 'sent' })
    browser.localStorage.deliver()
    expect(await sendOnce('lead-1', call, b)).toEqual({ kind: 'sent' })
    expect(browser.service.calls).toHaveLength(1)
  })

  it('a call that failed frees the lead: the other tab may send it', async () => {
    const [a, b] = [tabPorts(), tabPorts()]
    browser.service.answer = () => ({ status: 500 })
    expect((await sendOnce('lead-1', call, a)).kind).toBe('refused')
    browser.service.answer = () => ({ status: 200 })
    expect(await sendOnce('lead-1', call, b)).toEqual({ kind: 'sent' })
    expect(browser.service.calls).toHaveLength(2)
  })

  it('a tab closed mid-send: the copy waits until the mark is stale (15 s timeout and a margin), then goes', async () => {
    const [a, b] = [tabPorts(), tabPorts()]
    browser.service.answer = () => 'hold'
    void sendOnce('lead-1', call, a)
    await settle()
    const markedAt = browser.clock.now()
    a.die()
    browser.service.answer = () => ({ status: 200 })
    const early = await sendOnce('lead-1', call, b)
    expect(early.kind).toBe('busy')
    await browser.clock.advance(STALE_SENDING_MS - 1)
    expect((await sendOnce('lead-1', call, b)).kind).toBe('busy')
    expect(browser.service.calls).toHaveLength(1)
    await browser.clock.advance(1)
    expect(browser.clock.now() - markedAt).toBe(STALE_SENDING_MS)
    expect(await sendOnce('lead-1', call, b)).toEqual({ kind: 'sent' })
    expect(browser.service.calls).toHaveLength(2)
  })

  it('where the browser has no IndexedDB, each tab sends on its own', async () => {
    browser.indexedDb.available = false
    const [a, b] = [tabPorts(), tabPorts()]
    expect(await sendOnce('lead-1', call, a)).toEqual({ kind: 'sent' })
    expect(await sendOnce('lead-1', call, b)).toEqual({ kind: 'sent' })
    expect(browser.service.calls).toHaveLength(2)
  })
})

describe('the marks', () => {
  it('hold ids and times, nothing the visitor typed; a sent id is forgotten after a week', async () => {
    const tab = new FakeTab(browser)
    const { machine } = tab.form(settings())
    type(machine, filled)
    await machine.submit('', () => true)
    const marks = browser.indexedDb.marks
    expect(Object.values(marks)).toEqual([{ state: 'sent', at: browser.clock.now() }])
    for (const typed of Object.values(filled)) expect(JSON.stringify(marks)).not.toContain(typed)
    await browser.clock.advance(KEEP_SENT_MS)
    type(machine, filled)
    await machine.submit('', () => true)
    expect(Object.keys(browser.indexedDb.marks)).toHaveLength(1)
    expect(Object.keys(browser.indexedDb.marks)).not.toEqual(Object.keys(marks))
  })
})

it('a duplicated tab holds a copy of the queued lead: back online, both tabs try at once, one call goes, and both thank the visitor', async () => {
  const original = new FakeTab(browser)
  const first = original.form(settings())
  type(first.machine, filled)
  browser.online = false
  await first.machine.submit('', () => true)
  const copy = original.duplicate()
  const second = copy.form(settings())
  expect(second.machine.get().values).toEqual(filled)
  browser.service.answer = () => 'hold'
  browser.online = true
  first.machine.online()
  second.machine.online()
  await settle()
  browser.service.calls[0]!.reply({ status: 200 })
  await browser.clock.advance(10_000)
  browser.localStorage.deliver()
  expect(browser.service.calls).toHaveLength(1)
  for (const { view } of [first, second]) expect(view.last?.title).toBe(englishWords.lead.thanksTitle)
  for (const tab of [original, copy])
    expect([...tab.storage.items.keys()].filter((k) => k.startsWith('lead-outbox:'))).toEqual([])
})
