/** Browser side of the islands: hydrates each marked element with its component, loaded on demand. */
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandLoaders, type IslandName } from '../../components/islandLoaders'

export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName
    const load = islandLoaders[name]
    if (!load) continue
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    void load().then((Component) => hydrateRoot(element, createElement(Component as ComponentType<object>, props)))
  }
}
