/**
 * Browser side of the islands: each marked element waits until it is needed
 * (./islandTriggers.ts), then React and its component load and hydrate it (./hydrateIsland.ts).
 * Until then the island is its server HTML: readable; search boxes are disabled, form fields
 * keep what is typed. This entry itself holds no React, so a page loads none until it must.
 *
 * Which elements are islands, and their props, come from the build's record in the page's
 * `<head>` (./islandRecord.ts), never from the elements: a marked element the build did not
 * render (a `<div data-island>` written into a page's text) makes the page hydrate nothing.
 */
import type { ComponentType } from 'react'
import { whenNeeded, type PageSigns, type Trigger } from './islandTriggers.ts'
import { readProps } from './readProps.ts'
import { ISLAND_RECORD_ID, type RecordedIsland } from './islandRecord.ts'

/** One kind of island the site has: how to load its component, and what wakes it (./islandTriggers.ts). */
export interface IslandKind {
  load: () => Promise<ComponentType<never>>
  wakeOn: readonly Trigger[]
}

/** `kinds`: the site's islands by name (components/islands.ts); `signs`: what the page tells the triggers. */
export function hydrateIslands(kinds: Readonly<Record<string, IslandKind>>, signs: PageSigns): void {
  const record = JSON.parse(
    document.querySelector(`head>#${ISLAND_RECORD_ID}`)?.textContent || '[]',
  ) as RecordedIsland[]
  const elements = document.querySelectorAll<HTMLElement>('[data-island]')
  if (
    elements.length !== record.length ||
    record.some(({ name }, i) => elements[i]!.dataset.island !== name || !Object.hasOwn(kinds, name))
  ) {
    console.error('This page holds island elements its build did not render: none is started.')
    return
  }
  record.forEach((island, i) => {
    const element = elements[i]!
    const kind = kinds[island.name]!
    whenNeeded(element, kind.wakeOn, signs, (lastClick) => {
      // React (with the hydrating code), the component and its props load side by side.
      void Promise.all([import('./hydrateIsland.ts'), kind.load(), readProps(island)]).then(
        ([{ hydrateIsland }, Component, props]) => hydrateIsland(element, Component, props, lastClick),
      )
    })
  })
}
