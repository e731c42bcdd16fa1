/**
 * Browser side of the islands: each marked element waits until it is needed
 * (./islandTriggers.ts), then React and its component load and hydrate it (./hydrateIsland.ts).
 * Until then the island is its server HTML: readable; search boxes are disabled, form fields
 * keep what is typed. This entry itself holds no React, so a page loads none until it must.
 */
import { islandLoaders, type IslandName } from '../../components/islandLoaders'
import { whenNeeded } from './islandTriggers'
import { readProps } from './readProps'

export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName
    if (!Object.hasOwn(islandLoaders, name)) continue
    whenNeeded(element, name, (lastClick) => {
      // React (with the hydrating code), the component and its props load side by side.
      void Promise.all([import('./hydrateIsland'), islandLoaders[name](), readProps(element)]).then(
        ([{ hydrateIsland }, Component, props]) => hydrateIsland(element, Component, props, lastClick),
      )
    })
  }
}
