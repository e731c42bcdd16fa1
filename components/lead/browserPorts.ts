/**
 * The browser's side of the lead logic (components/lead/machine/ports.ts): the tab's storage,
 * IndexedDB and Web Locks across tabs, the clock, fetch, the connection, the page. One set for the
 * page, so that its forms share one sender (one call at a time, one 429 wait). Nothing here is
 * touched before a form runs in the browser (the forms are also rendered at build time).
 */
import { LEAD_TARGET } from 'virtual:lead-target'
import { readHutk } from './leadRequest.ts'
import { indexedDbMarks } from './indexedDbMarks.ts'
import { createLeadSender } from './machine/leadSender.ts'
import type { Clock, LeadPorts } from './machine/ports.ts'

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}
const log = (reason: unknown) => console.error('Lead submission failed:', reason)
const online = () => navigator.onLine !== false

export const browserPorts: LeadPorts = {
  target: LEAD_TARGET,
  clock,
  // Reading `sessionStorage` itself throws where storage is disabled: each use is guarded (machine/tabStore.ts).
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
    removeItem: (key) => sessionStorage.removeItem(key),
  },
  online,
  newId: () =>
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  path: () => location.pathname,
  page: () => ({
    href: location.href,
    title: document.title,
    hutk: readHutk(document.cookie),
    language: document.documentElement.lang,
  }),
  sender: createLeadSender({
    target: LEAD_TARGET,
    fetch: (url, init) => fetch(url, init),
    online,
    clock,
    random: Math.random,
    marks: indexedDbMarks(),
    // Web Locks exist only in secure contexts (https, localhost) and recent browsers.
    get locks() {
      return typeof navigator.locks?.request === 'function' ? navigator.locks : undefined
    },
    log,
  }),
  log,
}
