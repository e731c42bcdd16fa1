/**
 * The editor records which English text a Spanish entry translates, as `npm run translations --
 * --stamp` does, so that saving a translation needs no terminal: a Spanish entry saved without
 * `sourceHash` gets the git blob id of the English file it names, from the site index (which the dev
 * server makes from the files on disk, and the build from the files it built). A recorded
 * `sourceHash` is kept: it moves only when someone has reviewed the Spanish against a changed English
 * (`npm run translations`), so an edit of the Spanish alone never hides that the English changed.
 */
import type { SiteIndex } from '../content/model/siteIndex.ts'
import { collectionOfSchema, schemaLanguage, type ContentSchemaName } from './contentSchemas.ts'
import type { DecapCms, EntryData, ImmutableMap } from './decapTypes.ts'
import { entrySchema } from './editedEntry.ts'
import { loadedSiteIndex, loadSiteIndex } from './loadedSiteIndex.ts'

/** The English entry a Spanish entry saved without `sourceHash` translates; undefined when it needs no stamp. */
function unstampedSource(schema: ContentSchemaName | undefined, data: EntryData) {
  const collection = collectionOfSchema(schema)
  if (!collection || schemaLanguage(schema) !== 'es' || data.sourceHash) return undefined
  const slug = data.translationOf
  // Without one the entry's own check refuses the save, in its words.
  if (typeof slug !== 'string' || !slug) return undefined
  return { collection, slug }
}

/** The stamp to write, or why the entry cannot get one; undefined when it needs none (or there is no index to take it from). */
export function translationStamp(
  schema: ContentSchemaName | undefined,
  data: EntryData,
  index: SiteIndex | undefined,
): { sourceHash: string } | { problem: string } | undefined {
  const source = unstampedSource(schema, data)
  if (!source || !index?.sourceHashes) return undefined
  const sourceHash = index.sourceHashes[source.collection]?.[source.slug]
  if (sourceHash) return { sourceHash }
  return {
    problem: `content/${source.collection}/${source.slug}.mdx, the English entry this translates, is not on the site yet (it is once it is published, with no problem): save it first, then this translation, which records which English text it translates.`,
  }
}

/**
 * Stamps a Spanish entry as it is saved (after the checks' `preSave`), from the site index as it is
 * now (`refresh` fetches it again: the English may have been saved since the editor opened).
 */
export function registerTranslationStamp(
  CMS: Pick<DecapCms, 'registerEventListener'>,
  refresh: () => Promise<void> = loadSiteIndex,
): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const schema = entrySchema(entry, undefined)
      const data = entry.get('data') as ImmutableMap
      const fields = data.toJS() as EntryData
      if (!unstampedSource(schema, fields)) return undefined
      await refresh()
      const stamp = translationStamp(schema, fields, loadedSiteIndex())
      if (!stamp) return undefined
      if ('problem' in stamp) throw new Error(`Not saved: ${stamp.problem}`)
      return data.set('sourceHash', stamp.sourceHash)
    },
  })
}
