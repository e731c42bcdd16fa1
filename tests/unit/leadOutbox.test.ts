/**
 * A bad connection loses nothing: offline, the form says so and keeps the lead in the tab's outbox;
 * it goes once, by itself, when the connection is back, with the page context of its first try, and
 * survives a reload of the tab (a new machine on the same tab storage). The draft is kept per page
 * and form. Driven in a make-believe browser (tests/unit/leadFakes.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { englishWords } from '../realInterfaceWords.ts'
import { FakeBrowser, FakeTab, PAGE, PHONE, filled, madeUpForm, settings, type } from './leadFakes.ts'

const words = englishWords.lead
const valid = () => true
const outboxKeys = (tab: FakeTab) => [...tab.storage.items.keys()].filter((k) => k.startsWith('lead-outbox:'))

let browser: FakeBrowser
let tab: FakeTab
beforeEach(() => {
  browser = new FakeBrowser()
  tab = new FakeTab(browser)
})

/** A lead sent by hand while the browser is offline. */
async function sentOffline() {
  const form = tab.form(settings())
  type(form.machine, filled)
  browser.online = false
  await form.machine.submit('', valid)
  return form
}

describe('offline', () => {
  it('says so with the number to call, keeps the values and the lead, and sends nothing', async () => {
    const { machine, view } = await sentOffline()
    expect(view.messages).toEqual([
      {
        tone: 'error',
        title: words.offlineTitle,
        description: fillPlaceholders(words.offlineText, { phone: PHONE }),
        dismissLabel: words.dismiss,
      },
    ])
    expect(machine.get()).toMatchObject({ values: filled, phase: 'idle' })
    expect(outboxKeys(tab)).toEqual(['lead-outbox:/some-page:main'])
    expect(browser.service.calls).toHaveLength(0)
  })

  it('back online: the lead goes once, by itself, with its first page context; the visitor is thanked and the dialog closes', async () => {
    const { machine, view } = await sentOffline()
    tab.page = { ...PAGE, href: `${PAGE.href}&moved=1`, title: 'Another title' }
    browser.online = true
    machine.online()
    await browser.clock.advance(0)
    expect(browser.service.calls).toHaveLength(1)
    expect(JSON.parse(browser.service.calls[0]!.body).context).toEqual({ pageUri: PAGE.href, pageName: PAGE.title })
    expect(view.last?.title).toBe(words.thanksTitle)
    expect(view.sentCount).toBe(1)
    expect(machine.get().values.firstName).toBe('')
    expect(tab.storage.items.size).toBe(0)
    // Another online event sends nothing more.
    machine.online()
    await browser.clock.advance(1000)
    expect(browser.service.calls).toHaveLength(1)
  })

  it('a reload in between keeps the draft and the outbox for the tab; the reloaded form sends the lead once online', async () => {
    const first = await sentOffline()
    first.stop()
    const reloaded = tab.form(settings())
    expect(reloaded.machine.get().values).toEqual(filled)
    await browser.clock.advance(0)
    expect(browser.service.calls).toHaveLength(0)
    expect(outboxKeys(tab)).toHaveLength(1)
    browser.online = true
    reloaded.machine.online()
    await browser.clock.advance(0)
    expect(browser.service.calls).toHaveLength(1)
    expect(reloaded.view.last?.title).toBe(words.thanksTitle)
    // Sent once: neither a reload nor another online event sends it again.
    const again = tab.form(settings())
    again.machine.online()
    await browser.clock.advance(1000)
    expect(browser.service.calls).toHaveLength(1)
    expect(again.machine.get().values.firstName).toBe('')
  })

  it('a lead queued when the page starts online goes at once', async () => {
    const first = await sentOffline()
    first.stop()
    browser.online = true
    const reloaded = tab.form(settings())
    await browser.clock.advance(0)
    expect(browser.service.calls).toHaveLength(1)
    expect(reloaded.view.last?.title).toBe(words.thanksTitle)
  })

  it('a lead queued before leads had ids (a tab open across a deploy) still goes out', async () => {
    const first = await sentOffline()
    first.stop()
    const [key] = outboxKeys(tab)
    const { id: _, ...withoutId } = JSON.parse(tab.storage.items.get(key!)!)
    tab.storage.items.set(key!, JSON.stringify(withoutId))
    browser.online = true
    tab.form(settings())
    await browser.clock.advance(0)
    expect(browser.service.calls).toHaveLength(1)
  })

  it('the connection back while a try of the lead is still failing: the lead goes right after, not at the next event', async () => {
    const { machine } = await sentOffline()
    browser.online = true
    browser.service.answer = () => 'hold'
    machine.online()
    await browser.clock.advance(0)
    // That try fails (the connection was not quite back); meanwhile the browser says it is online.
    machine.online()
    browser.service.answer = () => ({ status: 200 })
    browser.service.calls[0]!.reply('drop')
    await browser.clock.advance(0)
    expect(browser.service.calls.map((c) => c.answered)).toEqual([true, true])
    expect(browser.service.leads()).toHaveLength(2)
    expect(outboxKeys(tab)).toEqual([])
  })

  it('with storage that refuses every write: the button comes back, the message shows, and the lead still goes once online', async () => {
    tab.storage.refuseWrites = true
    const { machine, view } = await sentOffline()
    expect(view.last?.title).toBe(words.offlineTitle)
    expect(machine.get().phase).toBe('idle')
    browser.online = true
    machine.online()
    await browser.clock.advance(0)
    expect(browser.service.calls).toHaveLength(1)
    expect(view.last?.title).toBe(words.thanksTitle)
  })

  it('the visitor resending by hand while the outbox sends by itself: one request, never two', async () => {
    const { machine } = await sentOffline()
    browser.service.answer = () => 'hold'
    browser.online = true
    machine.online()
    void machine.submit('', valid)
    await browser.clock.advance(0)
    void machine.submit('', valid)
    browser.service.calls[0]?.reply({ status: 200 })
    await browser.clock.advance(1000)
    expect(browser.service.calls).toHaveLength(1)
  })

  it('sent by hand again, a queued lead keeps its id and first page context, with the values as they are now', async () => {
    const { machine } = await sentOffline()
    tab.page = { ...PAGE, href: 'https://www.example.test/elsewhere' }
    browser.online = true
    type(machine, { description: 'Corrected.' })
    await machine.submit('', valid)
    expect(browser.service.leads()[0]?.message).toBe('Case Type: other\n\nDescription: Corrected.')
    expect(JSON.parse(browser.service.calls[0]!.body).context.pageUri).toBe(PAGE.href)
  })

  it('edits made after the lead was queued stay as a draft when the queued lead goes by itself', async () => {
    const { machine, view } = await sentOffline()
    type(machine, { description: 'Something new.' })
    browser.online = true
    machine.online()
    await browser.clock.advance(0)
    expect(view.last?.title).toBe(words.thanksTitle)
    expect(view.sentCount).toBe(0)
    expect(machine.get().values.description).toBe('Something new.')
    expect(JSON.parse(tab.storage.items.get('lead-draft:/some-page:main')!).description).toBe('Something new.')
  })
})

describe('the draft', () => {
  it('keeps what was typed per page and form, forgets a form back at its blank, and is gone once sent', async () => {
    const { machine } = tab.form(settings())
    type(machine, { firstName: 'Kept', caseType: 'other' })
    expect(tab.form(settings()).machine.get().values).toMatchObject({ firstName: 'Kept', caseType: 'other' })
    // Another page's form, and another form of the page, have their own.
    tab.path = '/another-page'
    expect(tab.form(settings()).machine.get().values.firstName).toBe('')
    tab.path = '/some-page'
    expect(tab.form(settings(madeUpForm({ name: 'second' }))).machine.get().values.firstName).toBe('')
    type(machine, { firstName: '', caseType: 'car-accident' })
    expect(tab.storage.items.size).toBe(0)
    type(machine, filled)
    await machine.submit('', valid)
    expect(tab.storage.items.size).toBe(0)
    expect(tab.form(settings()).machine.get().values.firstName).toBe('')
  })

  it('a stored draft gives back only its text fields', () => {
    tab.storage.items.set('lead-draft:/some-page:main', JSON.stringify({ firstName: 'Ok', phone: 5, extra: 'x' }))
    expect(tab.form(settings()).machine.get().values).toMatchObject({ firstName: 'Ok', phone: '' })
    tab.storage.items.set('lead-draft:/some-page:main', '{not json')
    expect(tab.form(settings()).machine.get().values.firstName).toBe('')
  })
})
