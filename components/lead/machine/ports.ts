/**
 * What the lead logic needs from the world, handed to it rather than reached for, so that it runs
 * the same in a browser tab (components/lead/browserPorts.ts) and in a unit test (fakes that a test
 * drives step by step). Nothing under machine/ touches a browser global.
 */
import type { LeadTarget, LeadValues } from '../../../lib/content/schema/leadTypes.ts'
import type { LeadPage, LeadRequest } from '../leadRequest.ts'

export interface Clock {
  /** ms since 1970. */
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
}

/** The tab's own storage (sessionStorage): may throw on any call (full, disabled, private mode). */
export interface TabStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Which lead ids the site's tabs sent ('sent') or are sending now ('sending'), and since when. */
export type SendMarks = Record<string, { state: 'sending' | 'sent'; at: number }>

/**
 * Storage every tab of the site reads and writes (IndexedDB): `update` reads the marks and writes
 * what `change` returns in one step no other tab can come between, and resolves once that is
 * written, with `change`'s answer. It rejects when there is no such storage.
 */
export interface SharedMarks {
  update<T>(change: (marks: SendMarks) => [SendMarks, T]): Promise<T>
}

/** Web Locks: `callback` runs while no other tab of the site holds a lock of that name. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

/** What the lead call reads of an answer (a fetch Response). */
export interface LeadAnswer {
  ok: boolean
  status: number
  /** 'opaque' for a no-cors answer, which cannot be read. */
  type: string
  headers: { get(name: string): string | null }
  json(): Promise<unknown>
}

export type LeadFetch = (
  url: string,
  init: {
    method: 'POST'
    mode: 'cors' | 'no-cors'
    headers: Record<string, string>
    body: string
    credentials: 'omit'
    signal: AbortSignal
  },
) => Promise<LeadAnswer>

/** What a page's lead sender needs (components/lead/machine/leadSender.ts). */
export interface SenderPorts {
  /** Where leads go: a constant of the build, never a prop or a stored value. */
  target: LeadTarget
  fetch: LeadFetch
  /** False when the browser knows it has no connection. */
  online(): boolean
  clock: Clock
  /** In [0, 1): the jitter of the 429 backoff. */
  random(): number
  marks: SharedMarks
  /** Undefined where the browser has no Web Locks. */
  locks: Locks | undefined
  /** The details of a failed send, for whoever looks at the console (never shown to the visitor). */
  log(reason: unknown): void
}

/** What a form's machine needs (components/lead/machine/leadMachine.ts). */
export interface LeadPorts {
  /** Where leads go (its `api` shapes the call). */
  target: LeadTarget
  clock: Clock
  storage: TabStorage
  online(): boolean
  /** A new random lead id (the same in a duplicated tab's copy of the outbox). */
  newId(): string
  /** The page's path: the draft and the outbox are kept per page and form. */
  path(): string
  /** What the call says about the page (read when a lead is first sent). */
  page(): LeadPage
  /** The page's sender, one for all its forms. */
  sender: { send(id: string, request: LeadRequest): Promise<LeadResult> }
  log(reason: unknown): void
}

export type LeadResult =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** Not sent now, to be tried again at `at` (ms since 1970): the service asked to wait (429), or another tab is sending this lead. */
  | { kind: 'busy'; at: number }
  | { kind: 'refused'; fields: (keyof LeadValues)[] }
