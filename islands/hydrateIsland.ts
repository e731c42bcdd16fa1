/**
 * Hydrates one island with its component and props (loaded, with React, only when the island is
 * needed: ./hydrateIslands.ts). Hydration runs as a transition, so React does it in slices of a
 * few milliseconds instead of one long task.
 * What a visitor typed before is kept (./keepTyped.ts). A hydrated island gets `data-hydrated`.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { keepTyped } from './keepTyped.ts'

/** Renders nothing of its own (the server HTML has no wrapper): once React has committed the island, marks it. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/** `lastClick`: the button clicked before the island could hear it (the video's play button, a tab) is clicked again once it can. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<never>,
  props: object,
  lastClick: () => Element | null,
): void {
  const giveBackTyped = keepTyped(element)
  const onCommit = () => {
    void giveBackTyped().then(() => {
      element.dataset.hydrated = ''
    })
  }
  startTransition(() => {
    hydrateRoot(
      element,
      createElement(Hydrated, { onCommit }, createElement(Component as ComponentType<object>, props)),
    )
  })
  // React now listens: for the click it hydrates the island at once and runs the button's handler.
  const button = lastClick()?.closest<HTMLElement>('button[type="button"]')
  if (button?.isConnected) button.click()
}
