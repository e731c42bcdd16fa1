/**
 * What an English entry's Spanish file holds back: deleting the English entry while its Spanish file
 * names it (refused, lib/editor/siteCheck.ts), and an English page saved with no Spanish page on a
 * site that has them (the check stops until it has one: the editor says so after the save).
 */
import type { SiteIndex } from '../content/model/siteIndex.ts'
import { isCollectionName } from '../content/schema/collectionRegistry.ts'
import { schemaNameForPath } from './contentSchemas.ts'
import { SPANISH_LABELS } from './translationReview.ts'

/**
 * Why deleting the English entry `file` is refused: it has a Spanish file, which would then name a
 * file that no longer exists (and stop the site's build). Undefined when it may go.
 */
export function translationDeleteProblem(index: SiteIndex, file: string): string | undefined {
  const collection = schemaNameForPath(file)
  if (!isCollectionName(collection)) return undefined
  const translation =
    index.translations?.[collection]?.[
      file
        .split('/')
        .at(-1)
        ?.replace(/\.mdx$/, '') ?? ''
    ]
  if (!translation) return undefined
  return `this entry has a Spanish translation, ${translation.file}. Delete the Spanish one first (in "${SPANISH_LABELS[collection]}"), then this one: deleting only the English would leave the Spanish file naming a file that no longer exists, and the site could not be built.`
}

/** An English page with no Spanish page, on a site that has Spanish pages: the check stops until it has one. */
export function needsSpanishPage(index: SiteIndex | undefined, slug: string): boolean {
  const pages = index?.translations?.pages ?? {}
  return Object.keys(pages).length > 0 && !pages[slug]
}

/** The words after saving such a page. */
export const NEEDS_SPANISH_PAGE = `Saved. This page has no Spanish page yet, and every page of the site needs one: until it has one, this page shows a problem instead of its text, and the site cannot be published. Add it in "${SPANISH_LABELS.pages}" (New), choosing this page under "Translation of".`
