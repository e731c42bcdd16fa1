/** Renders a component to HTML inside the facts the site gives every page (or the ones a test makes up). */
import { siteFacts } from '../lib/content/siteFacts.ts'
import { contentStore } from '../lib/content/store.ts'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteFactsProvider } from '../components/FactsContext.tsx'
import type { SiteFacts } from '../lib/content/schema/factsShape.ts'

export function renderWithFacts(element: ReactElement, facts: SiteFacts = siteFacts(contentStore())): string {
  return renderToStaticMarkup(createElement(SiteFactsProvider, { facts }, element))
}
