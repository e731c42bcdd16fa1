import type { ContentEntries } from '../model/content.ts'
import type { ContentEntry } from '../model/entries.ts'
import { collectionNames } from '../schema/collectionRegistry.ts'

/** Every MDX entry of the content, collection by collection (schema/collectionRegistry.ts). */
export function allEntries(content: ContentEntries): ContentEntry<unknown>[] {
  return collectionNames.flatMap((name) => content[name] as ContentEntry<unknown>[])
}
