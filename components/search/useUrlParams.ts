import { useCallback, useEffect, useRef, useState } from 'react'

/** How a change reaches the address bar: `typing` groups a burst of keystrokes into one history entry. */
export type UrlUpdate = 'typing' | 'push'

/** Typing writes the address this long after the last keystroke (history calls cost milliseconds). */
const TYPING_WRITE_MS = 250
/** A pause this long ends a typing burst: the next keystroke starts a new history entry. */
const TYPING_PAUSE_MS = 1000

/**
 * State kept in the query string (`?q=...&category=...`) so a search can be shared and the back
 * button works. Starts empty, as the server rendered it, and reads the address after hydration.
 * A typing burst pushes one history entry and replaces it as typing goes on; other changes push.
 */
export function useUrlParams<K extends string>(keys: readonly K[]): [Record<K, string>, (next: Partial<Record<K, string>>, how: UrlUpdate) => void] {
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>)
  const latest = useRef(values)
  const typing = useRef<{ burstOpen: boolean; lastKey: number; timer?: ReturnType<typeof setTimeout> }>({ burstOpen: false, lastKey: 0 })
  const keyList = keys.join('&')

  useEffect(() => {
    const read = () => {
      clearTimeout(typing.current.timer)
      typing.current.burstOpen = false
      const params = new URLSearchParams(window.location.search)
      const next = Object.fromEntries(keyList.split('&').map((k) => [k, params.get(k) ?? ''])) as Record<K, string>
      latest.current = next
      setValues(next)
    }
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [keyList])

  const write = useCallback((replace: boolean) => {
    const params = new URLSearchParams(window.location.search)
    for (const [key, value] of Object.entries(latest.current) as [K, string][]) {
      if (value) params.set(key, value)
      else params.delete(key)
    }
    const query = params.toString()
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
  }, [])

  const update = useCallback((next: Partial<Record<K, string>>, how: UrlUpdate) => {
    latest.current = { ...latest.current, ...next }
    setValues(latest.current)
    const burst = typing.current
    clearTimeout(burst.timer)
    if (how === 'push') {
      burst.burstOpen = false
      write(false)
      return
    }
    const now = Date.now()
    if (now - burst.lastKey > TYPING_PAUSE_MS) burst.burstOpen = false
    burst.lastKey = now
    burst.timer = setTimeout(() => {
      write(burst.burstOpen)
      burst.burstOpen = true
    }, TYPING_WRITE_MS)
  }, [write])

  return [values, update]
}
