/**
 * The recorder's own endpoints (`/__control`, `/__leads`, `/__attempts`) switch its answers and list
 * what visitors typed, so only this computer's tools may call them. A page on any other site can
 * send a "simple" cross-site POST (text/plain, no preflight): a POST must be application/json,
 * which a browser sends cross-site only after a preflight the recorder never allows. A page that
 * rebinds its own name to 127.0.0.1 reaches the recorder as same-origin, but its requests still
 * carry that name in `Host`: only 127.0.0.1, localhost and [::1] (any port) are answered.
 */
import type { IncomingHttpHeaders } from 'node:http'

const LOCAL_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i

export interface Refusal {
  status: 403 | 415
  reason: string
}

export function controlRefusal(method: string | undefined, headers: IncomingHttpHeaders): Refusal | undefined {
  if (!LOCAL_HOST.test(headers.host ?? ''))
    return { status: 403, reason: 'the recorder answers this only at 127.0.0.1, localhost or [::1]' }
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (method === 'POST' && type !== 'application/json')
    return { status: 415, reason: 'send this with Content-Type: application/json' }
  return undefined
}
