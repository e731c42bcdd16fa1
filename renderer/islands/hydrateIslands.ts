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
import { islandLoaders } from '../../components/islandLoaders'
import { whenNeeded } from './islandTriggers'
import { readProps } from './readProps'
import { ISLAND_RECORD_ID, type RecordedIsland } from './islandRecord'

export function hydrateIslands(): void {
  const record = JSON.parse(
    document.querySelector(`head>#${ISLAND_RECORD_ID}`)?.textContent || '[]',
  ) as RecordedIsland[]
  const elements = document.querySelectorAll<HTMLElement>('[data-island]')
  if (
    elements.length !== record.length ||
    record.some(({ name }, i) => elements[i]!.dataset.island !== name || !Object.hasOwn(islandLoaders, name))
  ) {
    console.error('This page holds island elements its build did not render: none is started.')
    return
  }
  record.forEach((island, i) => {
    const element = elements[i]!
    whenNeeded(element, island.name, (lastClick) => {
      // React (with the hydrating code), the component and its props load side by side.
      void Promise.all([import('./hydrateIsland'), islandLoaders[island.name](), readProps(island)]).then(
        ([{ hydrateIsland }, Component, props]) => hydrateIsland(element, Component, props, lastClick),
      )
    })
  })
}
