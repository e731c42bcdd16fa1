/** Shared steps of the lead-form tests: the recorder's leads and failure rules, and filling a form. */
import { expect, type Locator, type Page, type Request } from '@playwright/test'
import type { Attempt, RecordedLead } from '../../scripts/lead-recorder.ts'
import { RECORDER_URL } from './ports.ts'
import { leadWords } from './leadContent.ts'

/** An e-mail address no other test uses, so tests read only their own leads and rules. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export async function leadsFor(email: string): Promise<RecordedLead[]> {
  const response = await fetch(`${RECORDER_URL}/__leads?email=${encodeURIComponent(email)}`)
  return (await response.json()) as RecordedLead[]
}

/** Every submission the recorder received for this e-mail, stored or not, with the status it answered. */
export async function attemptsFor(email: string): Promise<Attempt[]> {
  const response = await fetch(`${RECORDER_URL}/__attempts?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Attempt[]
}

/** Makes the recorder fail (`fail:500`, `drop`, `hang:ms`, `429` with `{ retryAfter }`) for leads with this e-mail only. */
export async function recorderMode(email: string, mode: string, options: { retryAfter?: number } = {}): Promise<void> {
  const response = await fetch(`${RECORDER_URL}/__control`, {
    method: 'POST',
    // The recorder takes control calls as JSON only (a page elsewhere cannot send JSON without its leave).
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode, email, ...options }),
  })
  expect(response.status).toBe(200)
}

/** Records every lead call the page makes. */
export function leadCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(RECORDER_URL) && request.method() === 'POST') calls.push(request)
  })
  return calls
}

export interface Person {
  firstName: string
  lastName: string
  phone: string
  email: string
  description?: string
}

export function person(tag: string): Person {
  return {
    firstName: 'Dana',
    lastName: `Tester-${tag}`,
    phone: '(631) 555-0142',
    email: uniqueEmail(tag),
    description: 'Rear-ended at a red light on Route 110.',
  }
}

/** Fills the form by its visible labels, in the words of the page's language (content/interface.yaml). */
export async function fillLead(scope: Locator, who: Person, words: LeadLabels = leadWords('en')): Promise<void> {
  await scope.getByLabel(words.firstName).fill(who.firstName)
  await scope.getByLabel(words.lastName).fill(who.lastName)
  await scope.getByLabel(words.phone).fill(who.phone)
  await scope.getByLabel(words.email).fill(who.email)
  if (who.description !== undefined) await scope.getByLabel(words.description).fill(who.description)
}

type LeadLabels = Pick<ReturnType<typeof leadWords>, 'firstName' | 'lastName' | 'phone' | 'email' | 'description'>

/** The visible message: in the page's region, or in the open dialog's slot (the page is inert under a modal). */
export const toast = (page: Page) => page.locator(':is(#toast-region, [data-toast-slot]) [data-toast]')

/** The open dialog's panel (Headless UI's role="dialog" element itself is a 0x0 box). */
export const dialogPanel = (page: Page) => page.locator('[data-lead-dialog]')

/**
 * Makes the page's forms use the legacy v2 call (LEAD_API=v2) without a second build: where leads
 * go is a constant of the build (`virtual:lead-target`, never a prop), so the test rewrites that
 * constant in the script that holds it as the browser loads it. The site itself ships no switch.
 * (Rewriting the HTML response would not do: Chromium treats a document fulfilled by the test as
 * public and then refuses its calls to 127.0.0.1.) The rewrite must happen, or the test fails.
 */
export async function switchFormsToLeadApiV2(page: Page): Promise<{ rewritten: () => number }> {
  // The constant as the minifier writes it: {api:`v3`,url:`<LEAD_ENDPOINT>/submissions/v3/integration/submit/<ids>`}.
  const target = /api:(["'`])v3\1,url:\1([^"'`]*)\/submissions\/v3\/integration\/submit\//
  let rewritten = 0
  await page.route('**/assets/**/*.js', async (route) => {
    const response = await route.fetch()
    const code = await response.text()
    if (!target.test(code)) return route.fulfill({ response, body: code })
    rewritten++
    return route.fulfill({ response, body: code.replace(target, 'api:$1v2$1,url:$1$2/uploads/form/v2/') })
  })
  return { rewritten: () => rewritten }
}

/** The form's field of that label says `text` beside it, in words a screen reader reaches (aria-describedby). */
export async function expectFieldMessage(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}
