/**
 * What an entry's own page is called (its `<title>`, its share card), by collection, for each collection
 * whose entries have pages of their own (`routes: { kind: 'entry' }` in schema/collectionRegistry.ts):
 * from the entry as the page's language shows it (./localize.ts).
 */
import type { Content } from './model/content.ts'
import type { EntryData } from './schema/collectionSchemas.ts'
import type { EntryPageCollection } from './schema/collectionRegistry.ts'
import type { EntryRoute } from './routes.ts'
import { localize } from './localize.ts'
import { attorneyPageTitle } from './attorneyPageTitle.ts'

const titles: { [K in EntryPageCollection]: (data: EntryData<K>) => string } = {
  attorneys: attorneyPageTitle,
}

function titleOf<K extends EntryPageCollection>(content: Content, route: EntryRoute<K>): string {
  const shown = localize(content, route.language).entries[route.collection].find(
    (entry) => entry.key === route.entry.slug,
  )
  return titles[route.collection](shown?.data ?? route.entry.data)
}

export function entryPageTitle(content: Content, route: EntryRoute): string {
  return titleOf(content, route)
}
