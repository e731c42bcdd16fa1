import { useCallback, useEffect, useRef, useState } from 'react'

/** How a change reaches the address bar: `typing` groups a burst of keystrokes into one history entry. */
export type UrlUpdate = 'typing' | 'push'

/** A pause this long ends a typing burst: the next keystroke starts a new history entry. */
const TYPING_PAUSE_MS = 800

/**
 * State kept in the query string (`?q=...&category=...`) so a search can be shared and the back
 * button works. Starts empty, as the server rendered it, and reads the address after hydration.
 */
export function useUrlParams<K extends string>(keys: readonly K[]): [Record<K, string>, (next: Partial<Record<K, string>>, how: UrlUpdate) => void] {
  const empty = () => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>
  const [values, setValues] = useState(empty)
  const typing = useRef<{ open: boolean; timer?: ReturnType<typeof setTimeout> }>({ open: false })
  const keyList = keys.join('&')

  useEffect(() => {
    const read = () => {
      const params = new URLSearchParams(window.location.search)
      setValues(Object.fromEntries(keyList.split('&').map((k) => [k, params.get(k) ?? ''])) as Record<K, string>)
    }
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [keyList])

  const update = useCallback((next: Partial<Record<K, string>>, how: UrlUpdate) => {
    setValues((current) => ({ ...current, ...next }))
    const params = new URLSearchParams(window.location.search)
    for (const [key, value] of Object.entries(next) as [K, string | undefined][]) {
      if (value) params.set(key, value)
      else params.delete(key)
    }
    const query = params.toString()
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
    const burst = typing.current
    clearTimeout(burst.timer)
    if (how === 'typing' && burst.open) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    burst.open = how === 'typing'
    if (burst.open) burst.timer = setTimeout(() => { burst.open = false }, TYPING_PAUSE_MS)
  }, [])

  return [values, update]
}
