// https://vike.dev/data
/** An attorney's page (lib/content/routes.ts): their entry, in the URL's language. */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentStore } from '../../lib/content/store.ts'
import { routeAt } from '../../lib/content/routes.ts'
import { attorneyPageData, type AttorneyPageData } from './attorneyPageData.ts'

export function data(pageContext: PageContextServer): AttorneyPageData {
  const content = contentStore()
  const route = routeAt(content, pageContext.urlPathname)
  if (route?.kind !== 'attorney') throw render(404)
  return attorneyPageData(content, route)
}
