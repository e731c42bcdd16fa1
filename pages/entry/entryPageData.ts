import type { EntryPageCollection } from '../../lib/content/schema/collectionRegistry.ts'
import type { ContentPageData } from '../content/+data.ts'

/** What an entry's own page hands its template's component (./entryTemplates.tsx): a content page's data, and whose template made it. */
export interface EntryPageData<K extends EntryPageCollection = EntryPageCollection> extends ContentPageData {
  collection: K
}
