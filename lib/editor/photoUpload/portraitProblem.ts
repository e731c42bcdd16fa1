/**
 * The sentence refusing an attorney's `photo` at save time, or undefined: a name the schema
 * refuses, or a photo content/images/ does not have. "Has" means: the site index lists it, or
 * the entry holds it (a photo uploaded into this entry, which is written with it, or one the
 * editor loaded with the entry from content/images/attorneys/ after the index was made).
 */
import { photoMessages } from '../../content/check/photoMessages.ts'
import type { SiteIndex } from '../../content/model/siteIndex.ts'
import { checkField } from '../fieldCheck.ts'

/** `entryFiles`: the paths of the media files Decap holds for the entry (`content/images/attorneys/x.jpg`). */
export function portraitProblem(
  value: unknown,
  index: SiteIndex | undefined,
  entryFiles: readonly string[],
): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const own = checkField('attorneys', 'photo', value)
  if (own) return own
  if (!index || index.images.includes(value) || entryFiles.some((file) => file.endsWith(`/images/${value}`)))
    return undefined
  return photoMessages.missing(value)
}
