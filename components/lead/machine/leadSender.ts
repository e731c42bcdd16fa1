/**
 * The page's lead calls, one sender for all its forms: they go one at a time, none before the time
 * a 429 set (then the answer is `busy` at once, without a call), and each lead id once across the
 * tabs (sendOnce.ts). One call: v3, a 2xx answer is `sent`; a 429 (the service's rate limit) is
 * `busy` until its Retry-After and backoff (components/lead/leadRetry.ts); another answer is
 * `refused` (with the fields the service named). v2: the endpoint sends no CORS headers, so the
 * page cannot read its answer (`no-cors`): a call that reaches it is `sent`, whatever it answered
 * (no duplicate leads from retries). Both: no connection is `offline` (nothing is sent while the
 * browser knows it is offline), another network failure `network`, LEAD_TIMEOUT_MS without an
 * answer `timeout`. Never throws; details go to the log, never to the visitor.
 */
import type { LeadRequest } from '../leadRequest.ts'
import { refusedFields } from '../serviceErrors.ts'
import { retryAfterMs, retryDelay } from '../leadRetry.ts'
import type { LeadResult, SenderPorts } from './ports.ts'
import { sendOnce } from './sendOnce.ts'
import { LEAD_TIMEOUT_MS } from './timing.ts'

export interface LeadSender {
  send(id: string, request: LeadRequest): Promise<LeadResult>
}

export function createLeadSender(ports: SenderPorts): LeadSender {
  const { clock, target, log } = ports
  /** The last call of the page (the next waits for it); after a 429, no call before `until`. */
  let turn: Promise<unknown> = Promise.resolve()
  const wait = { until: 0, refusals: 0 }

  const call = async (request: LeadRequest): Promise<LeadResult> => {
    if (!ports.online()) return { kind: 'offline' }
    const controller = new AbortController()
    const timer = clock.setTimeout(() => controller.abort(), LEAD_TIMEOUT_MS)
    try {
      const response = await ports.fetch(target.url, {
        method: 'POST',
        mode: target.api === 'v2' ? 'no-cors' : 'cors',
        headers: { 'Content-Type': request.contentType },
        body: request.body,
        credentials: 'omit',
        signal: controller.signal,
      })
      if (response.status !== 429) wait.refusals = 0
      if (response.ok || response.type === 'opaque') return { kind: 'sent' }
      log(`status ${response.status}`)
      if (response.status === 429) {
        const now = clock.now()
        const retryAfter = retryAfterMs(response.headers.get('Retry-After'), now)
        wait.until = now + retryDelay(wait.refusals++, retryAfter, ports.random())
        return { kind: 'busy', at: wait.until }
      }
      const answer: unknown = await response.json().catch(() => null)
      return { kind: 'refused', fields: refusedFields(answer) }
    } catch (error) {
      if (controller.signal.aborted) {
        log(`no answer within ${LEAD_TIMEOUT_MS / 1000} s`)
        return { kind: 'timeout' }
      }
      log(error)
      // Read again: the connection may have gone while the call was under way.
      return ports.online() ? { kind: 'network' } : { kind: 'offline' }
    } finally {
      clock.clearTimeout(timer)
    }
  }

  return {
    send(id, request) {
      const result = turn.then((): Promise<LeadResult> | LeadResult =>
        clock.now() < wait.until ? { kind: 'busy', at: wait.until } : sendOnce(id, () => call(request), ports),
      )
      // A send that failed in a way nobody foresaw must not stop the page's later calls.
      turn = result.catch(() => undefined)
      return result
    },
  }
}
