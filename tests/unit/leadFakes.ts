/**
 * A make-believe browser for the lead logic's unit tests (components/lead/machine/): a clock that
 * moves only when told, the form service answering as a test says, the tab's storage, Web Locks
 * that serialize per name across "tabs" (and let a tab die holding one), IndexedDB-like marks (one
 * step at a time, seen by every tab at once), and localStorage as Chromium shares it between tabs
 * (another tab sees a write only once it is delivered).
 */
import type {
  Clock,
  LeadAnswer,
  LeadFetch,
  LeadPorts,
  Locks,
  SendMarks,
  SharedMarks,
  TabStorage,
} from '../../components/lead/machine/ports.ts'
import { createLeadMachine, type LeadFormSettings } from '../../components/lead/machine/leadMachine.ts'
import { createLeadSender } from '../../components/lead/machine/leadSender.ts'
import type { LeadPage } from '../../components/lead/leadRequest.ts'
import type { ToastMessage } from '../../components/ui/toast/toastStore.ts'
import type { LeadFieldsConfig, LeadTarget, LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { leadFormWords } from '../../components/lead/leadMessages.ts'
import { englishWords } from '../realInterfaceWords.ts'

/** Lets every promise and timer-free step that is ready run (several rounds: chains of awaits). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setImmediate(resolve))
}

export class FakeClock implements Clock {
  time = Date.UTC(2025, 0, 15, 12, 0, 0)
  private timers: { at: number; run: () => void; id: number }[] = []
  private lastId = 0
  now = (): number => this.time
  setTimeout = (run: () => void, ms: number): number => {
    this.timers.push({ at: this.time + Math.max(0, ms), run, id: ++this.lastId })
    return this.lastId
  }
  clearTimeout = (id: unknown): void => {
    this.timers = this.timers.filter((t) => t.id !== id)
  }
  /** Moves time on by `ms`, running each timer that falls due on the way, in order, and what follows from it. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms
    for (;;) {
      await settle()
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!next) break
      this.timers = this.timers.filter((t) => t !== next)
      this.time = next.at
      next.run()
    }
    this.time = end
    await settle()
  }
}

/** How the service answers a call: a status (and headers, a JSON body), a dropped connection, or not yet (`hold`). */
export type Answer = { status: number; headers?: Record<string, string>; body?: unknown } | 'drop' | 'hold'

export interface ServiceCall {
  url: string
  mode: string
  contentType: string
  body: string
  at: number
  /** Answers a held call. */
  reply(answer: Exclude<Answer, 'hold'>): void
  answered: boolean
}

/** The form service and the network between: every call is recorded; `answer` decides each reply. */
export class FakeService {
  calls: ServiceCall[] = []
  answer: (call: ServiceCall) => Answer = () => ({ status: 200 })
  /** Calls that had no answer yet when the next one started: a page's calls must go one at a time. */
  overlaps = 0
  constructor(private clock: FakeClock) {}

  fetch: LeadFetch = (url, init) =>
    new Promise<LeadAnswer>((resolve, reject) => {
      if (this.calls.some((c) => !c.answered)) this.overlaps++
      const call: ServiceCall = {
        url,
        mode: init.mode,
        contentType: init.headers['Content-Type'] ?? '',
        body: init.body,
        at: this.clock.now(),
        answered: false,
        reply: (answer) => {
          if (call.answered) return
          call.answered = true
          if (answer === 'drop') return reject(new TypeError('Failed to fetch'))
          // A no-cors answer cannot be read: whatever the service said, the page sees an opaque answer.
          const opaque = init.mode === 'no-cors'
          resolve({
            ok: !opaque && answer.status >= 200 && answer.status < 300,
            status: opaque ? 0 : answer.status,
            type: opaque ? 'opaque' : 'cors',
            headers: { get: (name) => (opaque ? null : (answer.headers?.[name] ?? null)) },
            json: async () => answer.body ?? null,
          })
        },
      }
      this.calls.push(call)
      init.signal.addEventListener('abort', () => {
        call.answered = true
        reject(new DOMException('The operation was aborted.', 'AbortError'))
      })
      const answer = this.answer(call)
      if (answer !== 'hold') call.reply(answer)
    })

  /** The calls' bodies read back: each lead's fields (v3 JSON or v2 form) by name. */
  leads(): Record<string, string>[] {
    return this.calls.map((c) =>
      c.contentType === 'application/json'
        ? Object.fromEntries(
            (JSON.parse(c.body) as { fields: { name: string; value: string }[] }).fields.map((f) => [f.name, f.value]),
          )
        : Object.fromEntries(new URLSearchParams(c.body)),
    )
  }
}

/** A tab's sessionStorage; `refuseWrites` makes it throw as a full or disabled storage does. */
export class FakeStorage implements TabStorage {
  refuseWrites = false
  constructor(public items = new Map<string, string>()) {}
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => {
    if (this.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem = (key: string) => {
    if (this.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.delete(key)
  }
  /** What a duplicated tab starts with. */
  copy = () => new FakeStorage(new Map(this.items))
}

/** Web Locks of one browser: a lock of a name goes to one tab's callback at a time, in the order asked. */
export class FakeLockManager {
  private tails = new Map<string, Promise<void>>()
  forTab(): Locks & { die(): void } {
    const holding = new Set<() => void>()
    return {
      request: <T>(name: string, callback: () => Promise<T>): Promise<T> => {
        const before = this.tails.get(name) ?? Promise.resolve()
        let release!: () => void
        this.tails.set(
          name,
          before.then(() => new Promise<void>((resolve) => (release = resolve))),
        )
        return before.then(async () => {
          holding.add(release)
          try {
            return await callback()
          } finally {
            holding.delete(release)
            release()
          }
        })
      },
      /** The tab is closed: the browser lets go of its locks, whatever its callbacks were doing. */
      die: () => {
        for (const release of holding) release()
        holding.clear()
      },
    }
  }
}

/** IndexedDB as the marks use it: one read-and-write at a time, seen by every tab once done. */
export class FakeIndexedDb implements SharedMarks {
  marks: SendMarks = {}
  available = true
  private queue: Promise<unknown> = Promise.resolve()
  update<T>(change: (marks: SendMarks) => [SendMarks, T]): Promise<T> {
    const step = this.queue.then(async () => {
      await new Promise((resolve) => setImmediate(resolve))
      if (!this.available) throw new DOMException('IndexedDB is not available.', 'UnknownError')
      const [next, answer] = change(structuredClone(this.marks))
      this.marks = next
      return answer
    })
    this.queue = step.catch(() => undefined)
    return step
  }
}

/**
 * localStorage as Chromium shares it between tabs (measured: two tabs adding 1 under one Web Lock,
 * 400 times, ended at 291): each tab reads its own copy, and another tab's write reaches it only
 * when delivered, which may be after that tab has let go of a lock.
 */
export class LaggyLocalStorage {
  private views = new Map<unknown, Map<string, string>>()
  private pending: { to: Map<string, string>; key: string; value: string }[] = []
  forTab(tab: unknown) {
    const view = new Map<string, string>()
    this.views.set(tab, view)
    return {
      getItem: (key: string) => view.get(key) ?? null,
      setItem: (key: string, value: string) => {
        view.set(key, value)
        for (const other of this.views.values()) if (other !== view) this.pending.push({ to: other, key, value })
      },
    }
  }
  deliver(): void {
    for (const { to, key, value } of this.pending.splice(0)) to.set(key, value)
  }
}

/** One browser: what its tabs share. */
export class FakeBrowser {
  clock = new FakeClock()
  service = new FakeService(this.clock)
  locks = new FakeLockManager()
  indexedDb = new FakeIndexedDb()
  localStorage = new LaggyLocalStorage()
  online = true
  target: LeadTarget = { api: 'v3', url: 'https://forms.test/submissions/v3/integration/submit/1/abc' }
}

/** What the form showed and did, in order. */
export class RecordingView {
  messages: ToastMessage[] = []
  focused: (keyof LeadValues)[] = []
  sentCount = 0
  show = (message: ToastMessage) => void this.messages.push(message)
  focus = (field: keyof LeadValues) => void this.focused.push(field)
  sent = () => void this.sentCount++
  get last(): ToastMessage | undefined {
    return this.messages.at(-1)
  }
}

export const PAGE: LeadPage = {
  href: 'https://www.example.test/some-page?utm=1',
  title: 'Some page | Firm',
  hutk: '',
  language: 'en',
}

/** One tab of the browser, with its own storage, sender (one per page) and log. */
export class FakeTab {
  log: unknown[] = []
  page: LeadPage = PAGE
  path = '/some-page'
  webLocks: boolean
  locks: ReturnType<FakeLockManager['forTab']>
  private ids = 0
  ports: LeadPorts
  constructor(
    public browser: FakeBrowser,
    public storage = new FakeStorage(),
    { webLocks = true }: { webLocks?: boolean } = {},
  ) {
    this.webLocks = webLocks
    this.locks = browser.locks.forTab()
    const online = () => browser.online
    const log = (reason: unknown) => void this.log.push(reason)
    this.ports = {
      target: browser.target,
      clock: browser.clock,
      storage: this.storage,
      online,
      newId: () => `lead-${++this.ids}-${Math.random().toString(36).slice(2)}`,
      path: () => this.path,
      page: () => this.page,
      sender: createLeadSender({
        target: browser.target,
        fetch: browser.service.fetch,
        online,
        clock: browser.clock,
        random: () => 0.5,
        marks: browser.indexedDb,
        locks: this.webLocks ? this.locks : undefined,
        log,
      }),
      log,
    }
  }

  /** A form of this tab, started (as once hydrated), with a view that records what it shows. */
  form(settings: LeadFormSettings) {
    const view = new RecordingView()
    const machine = createLeadMachine(settings, this.ports, view)
    const stop = machine.start()
    return { machine, view, stop }
  }

  /** The browser duplicates the tab: a new tab with a copy of its sessionStorage. */
  duplicate(): FakeTab {
    return new FakeTab(this.browser, this.storage.copy(), { webLocks: this.webLocks })
  }
}

/** A made-up dialog form, as lead-forms.yaml resolves one. */
export function madeUpForm(over: Partial<LeadFieldsConfig> = {}): LeadFieldsConfig {
  return {
    name: 'main',
    options: [
      { value: 'car-accident', label: 'Car Accident' },
      { value: 'other', label: 'Other' },
    ],
    defaultCaseType: 'car-accident',
    caseTypeRequired: false,
    descriptionRows: 3,
    topic: 'car accident case',
    submitLabel: 'Send it',
    ...over,
  }
}

export const THANKS = 'We will call you about your {topic}.'
export const PHONE = '(800) 555-0100'

export function settings(config = madeUpForm(), words = leadFormWords(englishWords.lead)): LeadFormSettings {
  return { config, phone: PHONE, thanks: THANKS, words }
}

export const filled: LeadValues = {
  firstName: 'Dana',
  lastName: 'Tester',
  phone: '(631) 555-0142',
  email: 'dana@example.com',
  caseType: 'other',
  description: 'Rear-ended at a red light.',
}

/** Types the values into the form, field by field, as a visitor would. */
export function type(machine: { setField(field: keyof LeadValues, value: string): void }, values: Partial<LeadValues>) {
  for (const [field, value] of Object.entries(values)) machine.setField(field as keyof LeadValues, value)
}
