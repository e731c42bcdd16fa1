import { useEffect, useState, useSyncExternalStore } from 'react'

/** How a change reaches the address bar: `typing` groups a burst of keystrokes into one history entry. */
export type UrlUpdate = 'typing' | 'push'

/** Typing writes the address this long after the last keystroke (history calls cost milliseconds). */
const TYPING_WRITE_MS = 250
/** A pause this long ends a typing burst: the next keystroke starts a new history entry. */
const TYPING_PAUSE_MS = 1000

/**
 * Values kept in the query string (`?q=...&category=...`) so a search can be shared and the back
 * button works. A store, so that a keystroke re-renders only the components that read `q`.
 * A typing burst pushes one history entry and then replaces it; other changes push.
 */
export interface UrlState<K extends string> {
  get(key: K): string
  set(next: Partial<Record<K, string>>, how: UrlUpdate): void
  subscribe(listener: () => void): () => void
}

function createUrlState<K extends string>(keys: readonly K[]): UrlState<K> & { start(): () => void } {
  let values = Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>
  const listeners = new Set<() => void>()
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the listeners return nothing; kept as it was so the built search script stays byte-identical.
  const notify = () => listeners.forEach((listener) => listener())
  let burstOpen = false
  let lastKey = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Typing waits for its timer before reaching the address. */
  let typingPending = false

  const read = () => {
    clearTimeout(timer)
    typingPending = false
    burstOpen = false
    const params = new URLSearchParams(window.location.search)
    values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>
    notify()
  }
  const write = (from: Record<K, string>, replace: boolean) => {
    const params = new URLSearchParams(window.location.search)
    for (const key of keys) {
      if (from[key]) params.set(key, from[key])
      else params.delete(key)
    }
    const query = params.toString()
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
  }

  return {
    get: (key) => values[key],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next, how) {
      const before = values
      values = { ...values, ...next }
      notify()
      clearTimeout(timer)
      if (how === 'push') {
        if (typingPending) write(before, burstOpen) // typing not yet in the address gets its own entry, so Back returns to it
        typingPending = false
        burstOpen = false
        write(values, false)
        return
      }
      const now = Date.now()
      if (now - lastKey > TYPING_PAUSE_MS) burstOpen = false
      lastKey = now
      typingPending = true
      timer = setTimeout(() => {
        typingPending = false
        write(values, burstOpen)
        burstOpen = true
      }, TYPING_WRITE_MS)
    },
    start() {
      read() // after hydration: the server rendered (and hydration used) empty values
      window.addEventListener('popstate', read)
      return () => window.removeEventListener('popstate', read)
    },
  }
}

/** One store per island, reading the address once hydrated. */
export function useUrlState<K extends string>(keys: readonly K[]): UrlState<K> {
  const [state] = useState(() => createUrlState(keys))
  useEffect(() => state.start(), [state])
  return state
}

/** One value of the store; '' on the server and while hydrating. */
export function useUrlValue<K extends string>(state: UrlState<K>, key: K): string {
  return useSyncExternalStore(
    state.subscribe,
    () => state.get(key),
    () => '',
  )
}
