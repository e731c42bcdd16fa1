/**
 * A duplicated tab starts with a copy of the tab's sessionStorage, queued leads included: both tabs
 * would send the same lead when the connection comes back. Each queued lead has a random id; the
 * tabs of the site send a given id one at a time (a Web Lock) and note in localStorage the ids
 * that went out (the id and a time, nothing the visitor typed), so the second tab finds its copy
 * sent already. Without Web Locks or localStorage, each tab sends on its own, as before.
 */
const SENT_KEY = 'sent-lead-ids'
const KEEP_MS = 7 * 24 * 60 * 60 * 1000

export const newLeadId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`

function readSent(): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(SENT_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

export const wasSent = (id: string): boolean => id in readSent()

function noteSent(id: string): void {
  const now = Date.now()
  const kept = Object.entries(readSent()).filter(([, at]) => now - at < KEEP_MS)
  try {
    localStorage.setItem(SENT_KEY, JSON.stringify(Object.fromEntries([...kept, [id, now]])))
  } catch {
    // Storage full or disabled: other tabs cannot learn of this send.
  }
}

/** Passes a send's result on, noting the lead's id when it went out. */
export function noteIfSent<T extends { kind: string }>(id: string, result: T): T {
  if (result.kind === 'sent') noteSent(id)
  return result
}

/** Runs `send` while no other tab of the site runs one for the same lead id. */
export function oneTabAtATime<T>(id: string, send: () => Promise<T>): Promise<T> {
  if (typeof navigator.locks?.request !== 'function') return send()
  return navigator.locks.request(`lead:${id}`, send)
}
