/**
 * Leads waiting for a connection, one per form of the page, in the tab's sessionStorage (never
 * localStorage: a lead holds health information), so a reload of the tab keeps them; in memory
 * when storage is full or disabled. Each is sent once, with the page context of its first try.
 * `claim` makes sure no two sends of one form's lead run at once (the `online` event while the
 * visitor resends by hand, a second form instance).
 */
import type { LeadPage, LeadRequest } from './leadRequest.ts'
import type { LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { outboxKey } from './leadOutboxKey.ts'

export { outboxKey }

export interface QueuedLead {
  /** The same in a duplicated tab's copy of the outbox (components/lead/leadSentElsewhere.ts). */
  id: string
  request: LeadRequest
  /** What the visitor had typed (trimmed), to tell whether the form still shows this lead. */
  values: LeadValues
  page: LeadPage
}

const inMemory = new Map<string, QueuedLead | null>()
const sending = new Set<string>()

export function readOutbox(key: string): QueuedLead | undefined {
  if (inMemory.has(key)) return inMemory.get(key) ?? undefined
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as QueuedLead | null
    // A lead queued before leads had ids (a tab open across a deploy) still goes out.
    return saved?.request ? { ...saved, id: saved.id ?? `queued:${key}` } : undefined
  } catch {
    return undefined
  }
}

export function writeOutbox(key: string, lead: QueuedLead): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(lead))
    inMemory.delete(key)
  } catch {
    inMemory.set(key, lead)
  }
}

export function clearOutbox(key: string): void {
  // Remembered as empty even if storage cannot be written, so a stale stored copy is not sent again.
  inMemory.set(key, null)
  try {
    sessionStorage.removeItem(key)
    inMemory.delete(key)
  } catch {
    // See above.
  }
}

/** True when the caller may send this form's lead now; it must `release` it afterwards. */
export function claim(key: string): boolean {
  if (sending.has(key)) return false
  sending.add(key)
  return true
}

export function release(key: string): void {
  sending.delete(key)
}
