/**
 * Server side of an island: renders the component in a root of its own (so React's useId
 * values match when the browser hydrates it alone) inside a marked element carrying its props.
 */
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { IslandName } from '../../components/islandLoaders'

export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
}) {
  const html = renderToString(createElement(component, props))
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React itself just rendered from the component (renderToString escapes all text).
  return <div data-island={name} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />
}
