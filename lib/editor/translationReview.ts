/**
 * Which Spanish files an English save leaves to review. A Spanish file records the English file it
 * was made from (`sourceHash`, the English file's git blob id); it is "to review" while that is not
 * the English file's current version (the list `npm run translations` prints). An English save that
 * changes none of the text the Spanish file translates (an attorney's photo, extension or order, a
 * term's category) leaves the translation as true as it was: the editor then records the new English
 * version in the Spanish file itself, so only a change of translated text puts it on that list.
 */
import type { IndexedTranslation } from '../content/model/siteIndex.ts'
import type { CollectionName } from '../content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../content/schema/collectionSchemas.ts'
import { BODY_FIELD } from './contentFormats.ts'
import type { EntryData } from './decapTypes.ts'

export { SPANISH_LABELS } from './editorRegistry.ts'

/** The editor's widget of a Spanish entry's `sourceHash` (admin/translationReview/TranslationRecordControl.tsx). */
export const TRANSLATION_RECORD_WIDGET = 'translation-record'

/** What a Spanish file records about itself, not text it translates. */
const RECORD = new Set(['translationOf', 'sourceHash'])

/** The fields of an English entry its Spanish file translates: those the translation holds too, and the body. */
export function translatedFields(collection: CollectionName): string[] {
  return [
    ...Object.keys(collectionSchemas[collection].translation.shape).filter((name) => !RECORD.has(name)),
    BODY_FIELD,
  ]
}

/** A value written one way: an empty value as none, text without its outer spaces, keys in order. */
function normal(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value)) {
    const items = value.map(normal).filter((item) => item !== undefined)
    return items.length ? items : undefined
  }
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const item = normal((value as Record<string, unknown>)[key])
        return item === undefined ? [] : [[key, item] as const]
      })
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  return value ?? undefined
}

/** A short fingerprint of an English entry's translated text (the same in the browser and on the server). */
export function translatedText(collection: CollectionName, data: EntryData): string {
  const text = JSON.stringify(translatedFields(collection).map((name) => [name, normal(data[name]) ?? null]))
  // cyrb53: 53 bits of a fast string hash; telling two versions of one entry apart needs no more.
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)
}

/** Whether a Spanish file translates its English file as it is now. */
export type ReviewState = 'up to date' | 'to review' | 'not recorded'

export function reviewState(recorded: string | undefined, current: string | undefined): ReviewState {
  if (!recorded) return 'not recorded'
  return current === undefined || recorded === current ? 'up to date' : 'to review'
}

/**
 * What saving an English entry (its data as saved) means for its Spanish file: `to review` when the
 * translated text changed; `carry` when it did not and the Spanish file was up to date (the editor
 * records the new English version in it); nothing when there is no Spanish file or nothing changes.
 */
export function afterEnglishSave(
  collection: CollectionName,
  data: EntryData,
  translation: IndexedTranslation | undefined,
  englishNow: string | undefined,
): { kind: 'to review' | 'carry'; file: string } | undefined {
  if (!translation) return undefined
  if (translatedText(collection, data) !== translation.text) return { kind: 'to review', file: translation.file }
  return reviewState(translation.recorded, englishNow) === 'up to date' && translation.recorded
    ? { kind: 'carry', file: translation.file }
    : undefined
}
