/** Sends one lead: any 2xx is success; another status, a network failure or 15 s without an answer is failure. */
import type { LeadRequest } from './leadRequest.ts'

export const LEAD_TIMEOUT_MS = 15_000

/** Resolves true on success; on failure logs the details (never shown to the visitor) and resolves false. */
export async function submitLead(request: LeadRequest): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LEAD_TIMEOUT_MS)
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': request.contentType },
      body: request.body,
      credentials: 'omit',
      signal: controller.signal,
    })
    if (response.ok) return true
    console.error(`Lead submission failed: the form service answered with status ${response.status}.`)
    return false
  } catch (error) {
    if (controller.signal.aborted) console.error(`Lead submission failed: no answer within ${LEAD_TIMEOUT_MS / 1000} s.`)
    else console.error('Lead submission failed: network error.', error)
    return false
  } finally {
    clearTimeout(timer)
  }
}
