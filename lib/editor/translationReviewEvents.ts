/**
 * After an English entry with a Spanish file is saved, the editor says what that means for the
 * Spanish file (./translationReview.ts): "now to review" when the text it translates changed;
 * when only other fields changed (a photo, an extension), the Spanish file still translates it, and
 * the editor records the English file's new version in it (through the local backend; with another
 * backend it says how to record it in the Spanish entry). An English page saved without a Spanish
 * page (on a site that has them) is told that the site needs one, and where to add it.
 */
import { isCollectionName, type CollectionName } from '../content/schema/collectionRegistry.ts'
import { withSourceHash } from '../content/sourceHashLine.ts'
import { schemaNameForPath } from './contentSchemas.ts'
import type { DecapCms, EntryData, ImmutableValue } from './decapTypes.ts'
import { gitBlobId, type BackendFiles } from './localBackendFiles.ts'
import { loadedSiteIndex, loadSiteIndex } from './loadedSiteIndex.ts'
import { NEEDS_SPANISH_PAGE, needsSpanishPage } from './translationNeeds.ts'
import { afterEnglishSave, SPANISH_LABELS } from './translationReview.ts'

/** What the staff member is told; `tone` says whether it needs their action. */
export type Notify = (message: string, tone: 'to review' | 'fine' | 'problem') => void

const REVIEWED = 'The Spanish says what the English says now'

interface Pending {
  kind: 'to review' | 'carry'
  collection: CollectionName
  file: string
  spanishSlug: string
}

const englishCollection = (path: unknown): CollectionName | undefined => {
  const schema = schemaNameForPath(String(path ?? ''))
  return isCollectionName(schema) ? schema : undefined
}

/** The words for a Spanish file left to review. */
export function toReviewMessage(collection: CollectionName, file: string): string {
  return `Saved. Its Spanish translation, ${file}, is now to review: the English text it translates has changed. Open it in "${SPANISH_LABELS[collection]}", bring the Spanish in line with the English, tick "${REVIEWED}" and save it.`
}

export function registerTranslationReview(
  CMS: Pick<DecapCms, 'registerEventListener'>,
  files: BackendFiles | undefined,
  notify: Notify,
): void {
  const pending = new Map<string, Pending>()
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const path = entry.get('path')
      const collection = englishCollection(path)
      const slug = String(entry.get('slug') ?? '')
      if (!collection || !slug) return undefined
      // The index as the files are now, before this save (an earlier save may have changed them).
      await loadSiteIndex()
      const index = loadedSiteIndex()
      const translation = index?.translations?.[collection]?.[slug]
      const data = (entry.get('data') as ImmutableValue).toJS() as EntryData
      const after = afterEnglishSave(collection, data, translation, index?.sourceHashes?.[collection]?.[slug])
      if (after && translation) pending.set(String(path), { ...after, collection, spanishSlug: translation.slug })
      else pending.delete(String(path))
      return undefined
    },
  })
  CMS.registerEventListener({
    name: 'postSave',
    handler: async ({ entry }) => {
      const path = String(entry.get('path') ?? '')
      const next = pending.get(path)
      pending.delete(path)
      // A new English page saved alone: its own address shows a problem until its Spanish page exists.
      if (entry.get('collection') === 'pages' && needsSpanishPage(loadedSiteIndex(), String(entry.get('slug') ?? '')))
        return notify(NEEDS_SPANISH_PAGE, 'to review')
      if (!next) return
      if (next.kind === 'to review') return notify(toReviewMessage(next.collection, next.file), 'to review')
      const still = `Saved. Its Spanish translation, ${next.file}, still translates it: none of the text it translates changed.`
      if (!files)
        return notify(
          `${still} To record that, open it in "${SPANISH_LABELS[next.collection]}", tick "${REVIEWED}" and save it.`,
          'to review',
        )
      const spanishPath = path.replace(
        new RegExp(`${next.collection}/[^/]+$`),
        `es/${next.collection}/${next.spanishSlug}.mdx`,
      )
      try {
        const english = await gitBlobId(await files.read(path))
        const text = await files.read(spanishPath)
        await files.write(
          spanishPath,
          withSourceHash(text, english),
          `Record that ${spanishPath} translates the English as it is now`,
        )
        notify(`${still} The editor recorded that in it, so it is not to review.`, 'fine')
      } catch (error) {
        notify(
          `${still} The editor could not record that in it (${error instanceof Error ? error.message : String(error)}): open it in "${SPANISH_LABELS[next.collection]}", tick "${REVIEWED}" and save it.`,
          'problem',
        )
      }
    },
  })
}

export { REVIEWED as REVIEWED_LABEL }
