/**
 * An island element the build did not render (a `<div data-island>` written into a page's text,
 * as a content change or a stolen editor login could) must not become a working form: the page
 * hydrates nothing, and what a visitor types into the forged form goes nowhere. The attacker's
 * markup is put into the built page as the browser parses it; the same page untouched, opened the
 * same way, still sends a lead, so the steps below can tell a form that sends from one that cannot.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import { fillLead, leadsFor, person, toast } from './leadHelpers.ts'
import { pageForm, thanksFor } from './leadContent.ts'
import { RECORDER_URL } from './ports.ts'

const PAGE = '/contact'
const REFUSAL = 'This page holds island elements its build did not render: none is started.'

/** The page's inline form island: its element's source, its inner HTML and its props from the page's record. */
function realLeadForm(html: string) {
  const find = (node: DefaultTreeAdapterTypes.ParentNode): DefaultTreeAdapterTypes.Element | undefined => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue
      if (child.attrs.some((a) => a.name === 'data-island' && a.value === 'LeadForm')) return child
      const found = find(child)
      if (found) return found
    }
    return undefined
  }
  const element = find(parse(html, { sourceCodeLocationInfo: true }))!
  const { startTag, endTag } = element.sourceCodeLocation!
  const record = JSON.parse(
    /<script type="application\/json" id="island-record">([^<]*)<\/script>/.exec(html)![1]!,
  ) as {
    name: string
    props?: Record<string, unknown>
  }[]
  return {
    inner: html.slice(startTag!.endOffset, endTag!.startOffset),
    props: record.find((island) => island.name === 'LeadForm')!.props!,
  }
}

const attributeText = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Ways an attacker could write the island into a page's text, each a copy of the real form's HTML placed first in <main>. */
const forgeries: [string, (html: string) => string][] = [
  [
    'with its own props, another account as endpoint, the attribute names in capitals',
    (html) => {
      const { inner, props } = realLeadForm(html)
      const forged = {
        ...props,
        thanks: 'Forged thanks for your {topic}.',
        endpoint: { api: 'v3', url: `${RECORDER_URL}/submissions/v3/integration/submit/99999999/attacker-form` },
      }
      return `<div DATA-ISLAND="LeadForm" Data-Props="${attributeText(JSON.stringify(forged))}">${inner}</div>`
    },
  ],
  [
    'as the build writes an island, a copy of the real one',
    (html) => `<div data-island="LeadForm">${realLeadForm(html).inner}</div>`,
  ],
]

/**
 * Opens the built page with `forge` (if any) writing the attacker's element first into its <main>
 * while the browser parses it, before any script of the page runs. (Not by rewriting the HTML
 * response: Chromium treats a document fulfilled by the test as public and refuses its calls to
 * 127.0.0.1, so no form on it could send, forged or not.)
 */
async function open(page: Page, forge?: (html: string) => string) {
  const html = await (await page.request.get(PAGE)).text()
  await page.addInitScript((forged) => {
    if (!forged) return
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.tagName === 'MAIN') {
            node.insertAdjacentHTML('afterbegin', forged)
            observer.disconnect()
          }
    }).observe(document, { childList: true, subtree: true })
  }, forge?.(html) ?? '')
  await page.goto(PAGE)
}

/** Every request the page makes, and the console errors it logs. */
function watch(page: Page) {
  const requests: Request[] = []
  const errors: string[] = []
  page.on('request', (request) => requests.push(request))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return {
    errors,
    /** Requests that could carry a lead: any POST, anything to the lead endpoint. */
    leadCalls: () =>
      requests.filter((r) => r.method() === 'POST' || r.url().startsWith(RECORDER_URL)).map((r) => r.url()),
  }
}

for (const [how, forge] of forgeries) {
  test(`a hand-written island element ${how}: nothing hydrates, nothing typed into it is sent`, async ({ page }) => {
    const seen = watch(page)
    await open(page, forge)
    const forged = page.locator('main > :first-child')
    await expect(forged).toHaveAttribute('data-island', 'LeadForm')
    await expect(page.locator('[data-island]')).toHaveCount(2)

    // A visitor types into the forged form (a touch, in view, the page idle: every way a form wakes),
    // gives it time to wake, and sends it with the Enter key (which a working form's button would take).
    const who = person('forged-island')
    await fillLead(forged, who)
    await forged.getByLabel('Case Type').selectOption({ index: 1 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    await forged.getByLabel('Email').press('Enter')
    await page.waitForTimeout(1000)
    const send = forged.getByRole('button', { name: 'Get Free Case Review' })

    expect(seen.leadCalls()).toEqual([])
    expect(await leadsFor(who.email)).toEqual([])
    await expect(page.locator('[data-hydrated]')).toHaveCount(0)
    await expect(page.locator('form[data-ready]')).toHaveCount(0)
    await expect(send).toBeDisabled()
    expect(seen.errors).toEqual([REFUSAL])
  })
}

test('the same page untouched, served the same way: its form hydrates and sends the lead', async ({ page }) => {
  const seen = watch(page)
  await open(page)
  const form = page.locator('#case-review')
  const who = person('untouched-island')
  await fillLead(form, who)
  await form.getByLabel('Case Type').selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  // A click before the form has woken is replayed once it has: on a loaded machine that takes seconds.
  await expect(toast(page)).toContainText(thanksFor(pageForm(PAGE)), { timeout: 15_000 })
  expect(seen.leadCalls()).toHaveLength(1)
  await expect.poll(async () => (await leadsFor(who.email)).length).toBe(1)
  expect(seen.errors).toEqual([])
})
