/**
 * Where a form's queued lead is kept in the tab's sessionStorage. Its own file: the islands' entry
 * script reads it before any lead code loads (islands/islandTriggers.ts).
 */
export function outboxKey(pathname: string, form: string): string {
  return `lead-outbox:${pathname}:${form}`
}

/** Whether a lead of this page waits in the tab's outbox (sent offline, then the page reloaded). */
export function hasQueuedLead(pathname: string): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(outboxKey(pathname, '')))
  } catch {
    return false
  }
}
