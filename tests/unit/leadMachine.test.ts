/**
 * A lead form's machine (components/lead/machine/leadMachine.ts) in a make-believe browser
 * (tests/unit/leadFakes.ts): its states, the checks before a send, the call, and what the visitor
 * reads after each outcome, in the words of content/interface.yaml.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createLeadMachine } from '../../components/lead/machine/leadMachine.ts'
import { DESCRIPTION_LIMIT } from '../../components/lead/leadLimits.ts'
import { leadFormWords } from '../../components/lead/leadMessages.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import { FakeBrowser, FakeTab, PAGE, RecordingView, THANKS, filled, madeUpForm, settings, type } from './leadFakes.ts'

const words = englishWords.lead
const valid = () => true
const thanksFor = (topic: string) => THANKS.replace('{topic}', topic)
/** The thanks after a send of the made-up form. */
const thanksMessage = {
  tone: 'success',
  title: words.thanksTitle,
  description: thanksFor('car accident case'),
  dismissLabel: words.dismiss,
}
/** The made-up form's blank values. */
const blankOf = () => ({ firstName: '', lastName: '', phone: '', email: '', caseType: 'car-accident', description: '' })

let browser: FakeBrowser
let tab: FakeTab
beforeEach(() => {
  browser = new FakeBrowser()
  tab = new FakeTab(browser)
})

describe('states', () => {
  it('starts as the server rendered it (cannot send), then runs: idle, sending while a call is out, idle again', async () => {
    const view = new RecordingView()
    const machine = createLeadMachine(settings(), tab.ports, view)
    expect(machine.get().phase).toBe('starting')
    expect(machine.submit('', valid)).toBeUndefined()
    machine.start()
    expect(machine.get().phase).toBe('idle')
    browser.service.answer = () => 'hold'
    type(machine, filled)
    void machine.submit('', valid)
    await browser.clock.advance(0)
    expect(machine.get().phase).toBe('sending')
    browser.service.calls[0]!.reply({ status: 200 })
    await browser.clock.advance(0)
    expect(machine.get().phase).toBe('idle')
  })

  it('a second press while the call is out (a double click, Enter twice) sends nothing more', async () => {
    const { machine } = tab.form(settings())
    browser.service.answer = () => 'hold'
    type(machine, filled)
    void machine.submit('', valid)
    await browser.clock.advance(0)
    void machine.submit('', valid)
    void machine.submit('', valid)
    browser.service.calls[0]!.reply({ status: 200 })
    await browser.clock.advance(1000)
    expect(browser.service.calls).toHaveLength(1)
  })
})

describe('before a send', () => {
  it('an empty form: the required-fields message, focus on the first empty field, nothing sent', async () => {
    const { machine, view } = tab.form(settings())
    await machine.submit('', valid)
    expect(view.messages).toEqual([{ tone: 'error', title: words.requiredTitle, dismissLabel: words.dismiss }])
    expect(view.focused).toEqual(['firstName'])
    expect([...machine.get().invalid]).toEqual(['firstName', 'lastName', 'phone', 'email'])
    // Spaces alone are not a name; a field typed into loses its mark.
    type(machine, { ...filled, firstName: '   ' })
    expect([...machine.get().invalid]).toEqual([])
    await machine.submit('', valid)
    expect([...machine.get().invalid]).toEqual(['firstName'])
    expect(view.focused).toEqual(['firstName', 'firstName'])
    expect(browser.service.calls).toHaveLength(0)
  })

  it('a form whose case type is required: focus on the case type when it is left empty', async () => {
    const { machine, view } = tab.form(settings(madeUpForm({ defaultCaseType: '', caseTypeRequired: true })))
    type(machine, { ...filled, caseType: '' })
    await machine.submit('', valid)
    expect(view.focused).toEqual(['caseType'])
    expect(view.last?.title).toBe(words.requiredTitle)
    expect(browser.service.calls).toHaveLength(0)
  })

  it('a description over the limit is kept whole, marked, focused, and not sent', async () => {
    const { machine, view } = tab.form(settings())
    type(machine, { ...filled, description: 'a'.repeat(DESCRIPTION_LIMIT + 1) })
    await machine.submit('', valid)
    expect(machine.get().fieldErrors.description).toBe(words.descriptionTooLong)
    expect(machine.get().values.description).toHaveLength(DESCRIPTION_LIMIT + 1)
    expect(view.focused).toEqual(['description'])
    expect(view.messages).toEqual([])
    type(machine, { description: 'a'.repeat(DESCRIPTION_LIMIT) })
    expect(machine.get().fieldErrors.description).toBeUndefined()
    await machine.submit('', valid)
    expect(browser.service.calls).toHaveLength(1)
  })

  it("what the browser's own checks refuse (an e-mail without @) is not sent", async () => {
    const { machine } = tab.form(settings())
    type(machine, { ...filled, email: 'not-an-address' })
    let asked = 0
    await machine.submit('', () => ++asked > 1)
    expect(asked).toBe(1)
    expect(browser.service.calls).toHaveLength(0)
  })

  it('a filled bot trap: the thanks, the form reset, nothing sent', async () => {
    const { machine, view } = tab.form(settings())
    type(machine, filled)
    await machine.submit('https://spam.example.com', valid)
    expect(view.messages).toEqual([thanksMessage])
    expect(view.sentCount).toBe(1)
    expect(machine.get().values).toEqual(blankOf())
    expect(browser.service.calls).toHaveLength(0)
    expect(tab.storage.items.size).toBe(0)
  })
})

describe('a send', () => {
  it('goes as the v3 call with the page context, thanks the visitor for the form topic, resets the form to its default', async () => {
    const { machine, view } = tab.form(settings())
    type(machine, { ...filled, firstName: ' Dana ' })
    await machine.submit('', valid)
    const [call] = browser.service.calls
    expect(call).toMatchObject({ url: browser.target.url, mode: 'cors', contentType: 'application/json' })
    expect(JSON.parse(call!.body)).toEqual({
      fields: [
        { name: 'firstname', value: 'Dana' },
        { name: 'lastname', value: filled.lastName },
        { name: 'email', value: filled.email },
        { name: 'phone', value: filled.phone },
        { name: 'message', value: `Case Type: other\n\nDescription: ${filled.description}` },
      ],
      context: { pageUri: PAGE.href, pageName: PAGE.title },
    })
    expect(view.messages).toEqual([thanksMessage])
    expect(view.sentCount).toBe(1)
    expect(machine.get().values).toEqual(blankOf())
  })

  it('from a Spanish page: Spanish messages, and the lead asks to be called back in Spanish', async () => {
    tab.page = { ...PAGE, language: 'es' }
    const { machine, view } = tab.form(settings(madeUpForm(), leadFormWords(spanishWords.lead)))
    await machine.submit('', valid)
    expect(view.last?.title).toBe(spanishWords.lead.requiredTitle)
    type(machine, filled)
    await machine.submit('', valid)
    expect(browser.service.leads()[0]?.message).toBe(
      `Case Type: other\n\nDescription: ${filled.description}\n\nPreferred language: Spanish`,
    )
    expect(view.last?.title).toBe(spanishWords.lead.thanksTitle)
  })

  it('carries the hutk cookie when the visitor has one', async () => {
    tab.page = { ...PAGE, hutk: 'abc123' }
    const { machine } = tab.form(settings())
    type(machine, filled)
    await machine.submit('', valid)
    expect(JSON.parse(browser.service.calls[0]!.body).context.hutk).toBe('abc123')
  })
})

describe('a send that fails keeps everything the visitor typed', () => {
  const errorMessage = {
    tone: 'error',
    title: words.errorTitle,
    description: words.errorText,
    dismissLabel: words.dismiss,
  }

  it.each([
    ['an error status (500)', { status: 500, body: { message: 'internal' } }, 'status 500'],
    ['a dropped connection', 'drop' as const, 'Failed to fetch'],
  ])(
    '%s: the error message, details only in the log; once the service is back the same values go',
    async (_, answer, logged) => {
      const { machine, view } = tab.form(settings())
      type(machine, filled)
      browser.service.answer = () => answer
      await machine.submit('', valid)
      expect(view.messages).toEqual([errorMessage])
      expect(JSON.stringify(view.messages)).not.toContain('500')
      expect(String(tab.log)).toContain(logged)
      expect(machine.get()).toMatchObject({ values: filled, phase: 'idle' })
      expect(view.sentCount).toBe(0)
      browser.service.answer = () => ({ status: 200 })
      await machine.submit('', valid)
      expect(view.last?.title).toBe(words.thanksTitle)
      expect(browser.service.calls).toHaveLength(2)
      expect(browser.service.leads()[1]).toEqual(browser.service.leads()[0])
    },
  )

  it('no answer within 15 s: sending until then, then the error message, and the lead is not queued', async () => {
    const { machine, view } = tab.form(settings())
    type(machine, filled)
    browser.service.answer = () => 'hold'
    void machine.submit('', valid)
    await browser.clock.advance(14_900)
    expect(machine.get().phase).toBe('sending')
    expect(view.messages).toEqual([])
    await browser.clock.advance(200)
    expect(view.messages).toEqual([errorMessage])
    expect(machine.get()).toMatchObject({ values: filled, phase: 'idle' })
    expect(String(tab.log)).toContain('no answer within 15 s')
    expect([...tab.storage.items.keys()].filter((k) => k.startsWith('lead-outbox:'))).toEqual([])
  })

  it('a 400 naming a field: that field is marked and focused; typing into it clears the mark', async () => {
    const { machine, view } = tab.form(settings())
    type(machine, filled)
    browser.service.answer = () => ({
      status: 400,
      body: { errors: [{ message: "Error in 'fields.email'. Invalid email address" }] },
    })
    await machine.submit('', valid)
    expect(machine.get().fieldErrors).toEqual({ email: words.refusedField })
    expect(view.focused).toEqual(['email'])
    expect(view.messages).toEqual([errorMessage])
    type(machine, { email: 'dana.ok@example.com' })
    expect(machine.get().fieldErrors.email).toBeUndefined()
    browser.service.answer = () => ({ status: 200 })
    await machine.submit('', valid)
    expect(browser.service.leads()[1]?.email).toBe('dana.ok@example.com')
  })
})

describe('the legacy v2 call, whose answer the page cannot read', () => {
  beforeEach(() => {
    browser.target = { api: 'v2', url: 'https://forms.test/uploads/form/v2/1/abc' }
    tab = new FakeTab(browser)
  })

  it('a call that reaches the service is a success, even when the service answered an error: no duplicate leads', async () => {
    const { machine, view } = tab.form(settings())
    for (const status of [204, 500, 429]) {
      browser.service.answer = () => ({ status })
      type(machine, filled)
      await machine.submit('', valid)
      expect(view.last?.title).toBe(words.thanksTitle)
    }
    expect(browser.service.calls.map((c) => [c.mode, c.contentType])).toEqual(
      Array(3).fill(['no-cors', 'application/x-www-form-urlencoded']),
    )
    expect(JSON.parse(browser.service.leads()[0]!.hs_context!)).toEqual({
      pageUri: PAGE.href,
      pageUrl: PAGE.href,
      pageName: PAGE.title,
      hutk: '',
      sfdcCampaignId: '',
    })
  })

  it('only a dropped connection or the timeout is an error, and every value is kept', async () => {
    const { machine, view } = tab.form(settings())
    type(machine, filled)
    browser.service.answer = () => 'drop'
    await machine.submit('', valid)
    expect(view.last?.description).toBe(words.errorText)
    browser.service.answer = () => 'hold'
    void machine.submit('', valid)
    await browser.clock.advance(15_100)
    expect(view.messages.map((m) => m.description)).toEqual([words.errorText, words.errorText])
    expect(machine.get().values).toEqual(filled)
  })
})
