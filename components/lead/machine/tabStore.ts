/**
 * What a form keeps for the tab (sessionStorage, never localStorage: a lead holds health
 * information), so a reload of the tab loses nothing: the draft (what the visitor typed and did not
 * send, forgotten once sent) and the outbox (a lead waiting for a connection or for the service's
 * wait, with the page context of its first try). When storage is full or disabled, the page
 * remembers them itself while it is open (a reload then loses them); a removal that fails is
 * remembered too, so a stale stored copy is not sent again.
 */
import type { LeadValues } from '../../../lib/content/schema/leadTypes.ts'
import type { LeadPage, LeadRequest } from '../leadRequest.ts'
import type { TabStorage } from './ports.ts'
import { outboxKey } from '../leadOutboxKey.ts'

export interface QueuedLead {
  /** The same in a duplicated tab's copy of the outbox (sendOnce.ts). */
  id: string
  request: LeadRequest
  /** What the visitor had typed (trimmed), to tell whether the form still shows this lead. */
  values: LeadValues
  page: LeadPage
}

const FIELDS: (keyof LeadValues)[] = ['firstName', 'lastName', 'phone', 'email', 'caseType', 'description']

export const draftKey = (path: string, form: string): string => `lead-draft:${path}:${form}`

export interface TabEntry {
  read(): unknown
  /** `null` (or undefined) removes it. */
  write(value: unknown): void
}

/** One key of the tab's storage, as JSON. Never throws. */
export function tabEntry(storage: TabStorage, key: string): TabEntry {
  const memory = new Map<string, string | null>()
  return {
    read(): unknown {
      try {
        return JSON.parse((memory.has(key) ? memory.get(key) : storage.getItem(key)) ?? 'null')
      } catch {
        return null
      }
    },
    write(value: unknown): void {
      const text = value == null ? null : JSON.stringify(value)
      memory.set(key, text)
      try {
        if (text === null) storage.removeItem(key)
        else storage.setItem(key, text)
        memory.delete(key)
      } catch {
        // Kept in `memory` for as long as the page is open.
      }
    },
  }
}

/** A stored draft's fields (only strings; anything else in it is left out), or undefined. */
export function draftFields(saved: unknown): Partial<LeadValues> | undefined {
  if (!saved || typeof saved !== 'object') return undefined
  const record = saved as Record<string, unknown>
  return Object.fromEntries(FIELDS.filter((f) => typeof record[f] === 'string').map((f) => [f, record[f]]))
}

/** The values as a draft: nothing when they are the blank form. */
export const asDraft = (values: LeadValues, blank: LeadValues): LeadValues | null =>
  FIELDS.every((f) => values[f] === blank[f]) ? null : values

/** A stored queued lead, or undefined; one queued before leads had ids (a tab open across a deploy) still goes out. */
export function queuedLead(saved: unknown, key: string): QueuedLead | undefined {
  const lead = saved as Partial<QueuedLead> | null
  return lead?.request ? ({ ...lead, id: lead.id ?? `queued:${key}` } as QueuedLead) : undefined
}

/** A form's draft and outbox, kept per page and form. */
export function formStore(storage: TabStorage, path: string, form: string) {
  const key = outboxKey(path, form)
  const outbox = tabEntry(storage, key)
  return {
    draft: tabEntry(storage, draftKey(path, form)),
    outbox,
    queued: () => queuedLead(outbox.read(), key),
  }
}
