/** Renders a component to HTML inside the facts the site gives every page (or the ones a test makes up). */
import { siteFacts } from '../lib/content/siteFacts'
import { contentStore } from '../lib/content/store'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteFactsProvider } from '../components/SiteFacts'
import type { SiteFacts } from '../lib/content/schema/siteFacts'

export function renderWithFacts(element: ReactElement, facts: SiteFacts = siteFacts(contentStore())): string {
  return renderToStaticMarkup(createElement(SiteFactsProvider, { facts }, element))
}
