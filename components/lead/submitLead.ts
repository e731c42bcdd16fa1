/**
 * Sends one lead call to the build's LeadTarget (`virtual:lead-target`: never a prop or a stored
 * value) and says what became of it. v3: a 2xx answer is sent; a 429 (the service's rate limit) is
 * `busy`, the lead to be sent again at `at` (components/lead/leadRetry.ts); another answer is
 * refused (with the fields the service named). v2: the endpoint sends no CORS headers, so the page
 * cannot read its answer (`no-cors`): any answer counts as sent, a 429 too. Both: no connection is
 * `offline` (nothing is sent while the browser knows it is offline), another network failure
 * `network`, 15 s without an answer `timeout`. The page's calls go one at a time, and none before
 * the time a 429 set: then the answer is `busy` at once, without a call. Never throws; details go
 * to the console, never to the visitor.
 */
import { LEAD_TARGET } from 'virtual:lead-target'
import type { LeadRequest } from './leadRequest.ts'
import type { LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { refusedFields } from './serviceErrors.ts'
import { retryAfterMs, retryDelay } from './leadRetry.ts'

export const LEAD_TIMEOUT_MS = 15_000

export type LeadResult =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** The service asked to wait (429): the lead stays queued until `at` (ms since 1970). */
  | { kind: 'busy'; at: number }
  | { kind: 'refused'; fields: (keyof LeadValues)[] }

/** The details, for whoever looks at the console (never shown to the visitor). */
export const notSent = (reason: unknown) => console.error('Lead submission failed:', reason)

/** Read each time: it changes while a call is under way. */
const offline = () => navigator.onLine === false

/** The last call of the page (the next waits for it); after a 429, no call before `until`. */
let turn: Promise<unknown> = Promise.resolve()
const wait = { until: 0, refusals: 0 }

export function submitLead(request: LeadRequest): Promise<LeadResult> {
  const result = turn.then(() =>
    Date.now() < wait.until ? ({ kind: 'busy', at: wait.until } as const) : send(request),
  )
  turn = result
  return result
}

async function send(request: LeadRequest): Promise<LeadResult> {
  if (offline()) return { kind: 'offline' }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LEAD_TIMEOUT_MS)
  try {
    const response = await fetch(LEAD_TARGET.url, {
      method: 'POST',
      mode: LEAD_TARGET.api === 'v2' ? 'no-cors' : 'cors',
      headers: { 'Content-Type': request.contentType },
      body: request.body,
      credentials: 'omit',
      signal: controller.signal,
    })
    if (response.status !== 429) wait.refusals = 0
    if (response.ok || response.type === 'opaque') return { kind: 'sent' }
    notSent(`status ${response.status}`)
    if (response.status === 429) {
      const now = Date.now()
      const retryAfter = retryAfterMs(response.headers.get('Retry-After'), now)
      wait.until = now + retryDelay(wait.refusals++, retryAfter, Math.random())
      return { kind: 'busy', at: wait.until }
    }
    const answer: unknown = await response.json().catch(() => null)
    return { kind: 'refused', fields: refusedFields(answer) }
  } catch (error) {
    if (controller.signal.aborted) {
      notSent('no answer within 15 s')
      return { kind: 'timeout' }
    }
    notSent(error)
    return offline() ? { kind: 'offline' } : { kind: 'network' }
  } finally {
    clearTimeout(timer)
  }
}
