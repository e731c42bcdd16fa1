/**
 * Browser side of the islands: hydrates each marked element with its component, loaded on
 * demand. Props are inline (`data-props`) or, when large, a JSON file (`data-props-src`, written
 * by scripts/islandProps.ts), fetched while the component's script loads.
 */
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandLoaders, type IslandName } from '../../components/islandLoaders'

async function readProps(element: HTMLElement): Promise<object> {
  const src = element.dataset.propsSrc
  if (!src) return JSON.parse(element.dataset.props ?? '{}') as object
  const fetchJson = async () => {
    const response = await fetch(src)
    if (!response.ok) throw new Error(`${src}: ${response.status}`)
    return (await response.json()) as object
  }
  // A phone between cell towers loses a request now and then: one more try before giving up.
  return fetchJson().catch(() => new Promise<object>((resolve, reject) => setTimeout(() => fetchJson().then(resolve, reject), 1000)))
}

export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName
    const load = islandLoaders[name]
    if (!load) continue
    // Until hydration the island is its server HTML: readable, with its inputs disabled.
    void Promise.all([load(), readProps(element)]).then(([Component, props]) => hydrateRoot(element, createElement(Component as ComponentType<object>, props)))
  }
}
