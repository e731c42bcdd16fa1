/**
 * When each island is needed. Loading react-dom and hydrating costs a phone hundreds of
 * milliseconds of main thread, so no island hydrates while the page loads: each waits for a
 * sign that the visitor is about to use it, or for the browser to be idle after `load`.
 */

/**
 * - `touch`: the visitor touches, clicks or focuses something inside the island (the Tab key).
 * - `opener`: the same on a case-review button anywhere on the page (the dialog island has no content of its own).
 * - `visible`: the island scrolls into view (hydrated when the browser is next idle).
 * - `idle`: the browser is idle after the page has loaded.
 * - `queued`: a lead of this page waits in the tab's outbox (sent offline, then the page reloaded):
 *   the form's script must run to send it when the connection is back, without a tap.
 * - `queued-alone`: the same, on a page without a case-review dialog: where the page has one, the
 *   dialog (woken by `queued`) sends the lead, and a second form of the same page must not try too.
 */
export type Trigger = 'touch' | 'opener' | 'visible' | 'idle' | 'queued' | 'queued-alone'

/** What the site tells the runtime about its pages: which elements open a dialog, whether a lead waits in the outbox. */
export interface PageSigns {
  /** A CSS selector of the buttons that open the page's case-review dialog. */
  opener: string
  /** True when a lead of this page waits in the tab's outbox. */
  queued: () => boolean
}

/** Events that say the visitor is about to use an element. */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'click'] as const

/**
 * Calls `hydrate` once, on the first of the island's triggers. Until React listens, clicks inside
 * the island are remembered: `hydrate` receives `lastClick()`, which gives the element the last
 * one landed on (so it can be replayed) and stops remembering.
 */
export function whenNeeded(
  element: HTMLElement,
  triggers: readonly Trigger[],
  signs: PageSigns,
  hydrate: (lastClick: () => Element | null) => void,
): void {
  const cleanups: (() => void)[] = []
  let clicked: Element | null = null
  const remember = (event: Event) => {
    clicked = event.target instanceof Element ? event.target : null
  }
  element.addEventListener('click', remember, { capture: true })
  const lastClick = () => {
    element.removeEventListener('click', remember, { capture: true })
    return clicked
  }
  let done = false
  const fire = () => {
    if (done) return
    done = true
    for (const cleanup of cleanups) cleanup()
    hydrate(lastClick)
  }
  if (triggers.includes('touch')) cleanups.push(onTouch(element, () => true, fire))
  if (triggers.includes('opener')) cleanups.push(onTouch(document, (target) => !!target.closest(signs.opener), fire))
  if (triggers.includes('visible')) cleanups.push(onVisible(element, () => afterLoadWhenIdle(fire)))
  const queued =
    signs.queued() &&
    (triggers.includes('queued') || (triggers.includes('queued-alone') && !document.querySelector(signs.opener)))
  if (triggers.includes('idle') || queued) afterLoadWhenIdle(fire)
}

function onTouch(root: HTMLElement | Document, wanted: (target: Element) => boolean, fire: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Element && wanted(event.target)) fire()
  }
  for (const type of TOUCH_EVENTS) root.addEventListener(type, listener, { capture: true, passive: true })
  return () => {
    for (const type of TOUCH_EVENTS) root.removeEventListener(type, listener, { capture: true })
  }
}

function onVisible(element: HTMLElement, fire: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    fire()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      fire()
    },
    { rootMargin: '200px 0px' },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/** After `load`, when the browser has nothing else to do (Safari has no requestIdleCallback: a short timeout there). */
function afterLoadWhenIdle(run: () => void): void {
  const schedule = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 300)
  if (document.readyState === 'complete') schedule()
  else addEventListener('load', schedule, { once: true })
}
