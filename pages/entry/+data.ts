// https://vike.dev/data
/** An entry's own page (lib/content/routes.ts): its collection's template's data, in the URL's language. */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentStore } from '../../lib/content/store.ts'
import { routeAt } from '../../lib/content/routes.ts'
import { entryPageData } from './entryTemplates.tsx'
import type { EntryPageData } from './entryPageData.ts'

export function data(pageContext: PageContextServer): EntryPageData {
  const content = contentStore()
  const route = routeAt(content, pageContext.urlPathname)
  if (route?.kind !== 'entry') throw render(404)
  return entryPageData(content, route)
}
