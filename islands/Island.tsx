/**
 * Server side of an island: renders the component in a root of its own (so React's useId
 * values match when the browser hydrates it alone) inside a marked element, and adds the island,
 * with its props, to the page's record (./islandRecord.ts): the browser takes the props from
 * there, never from the element, and hydrates no element the record does not hold.
 */
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { usePageContext } from 'vike-react/usePageContext'

export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: string
  component: ComponentType<P>
  props: P
}) {
  // Outside a page (a unit test rendering a component) there is no record to add to.
  usePageContext()?.islands?.push({ name, props })
  const html = renderToString(createElement(component, props))
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React itself just rendered from the component (renderToString escapes all text).
  return <div data-island={name} dangerouslySetInnerHTML={{ __html: html }} />
}
