/**
 * The attorney's `photo` field in the editor: the `portrait-photo` widget (admin/photoField/),
 * which uploads into content/images/attorneys/ and writes the photo's name inside content/images/
 * (`attorneys/jane-doe.jpg`), the name lib/content/schema/photoName.ts accepts. Decap names an
 * uploaded file `<media_folder>/<file>` and a chosen one `<public_folder>/<file>`
 * (decap-cms-core's selectMediaFilePath and selectMediaFilePublicPath): a `media_folder` starting
 * with `/` is taken from the repository's root as written, and the relative `public_folder` is
 * the folder's name inside content/images/.
 */
import { maxPhotoBytes, maxPhotoPixels, photoUses } from '../../content/schema/photoUses.ts'
import type { DecapField } from '../schemaFields.ts'

export const PORTRAIT_PHOTO_WIDGET = 'portrait-photo'

/** The folder of content/images/ that portraits are uploaded into. */
export const PORTRAIT_FOLDER = 'attorneys'

/** `imagesFolder`: content/images/ from the repository's root, with `/` (`content/images`). */
export function portraitField(imagesFolder: string): Partial<DecapField> {
  const { minWidth, minHeight = minWidth } = photoUses.portrait
  return {
    widget: PORTRAIT_PHOTO_WIDGET,
    media_folder: `/${imagesFolder}/${PORTRAIT_FOLDER}`,
    public_folder: PORTRAIT_FOLDER,
    hint: `The original photo: JPEG, PNG, WebP or AVIF, at least ${minWidth} x ${minHeight} pixels, up to ${maxPhotoBytes / 1024 / 1024} MB and ${maxPhotoPixels / 1e6} megapixels. Kept in ${imagesFolder}/${PORTRAIT_FOLDER}/; without one, the initials show.`,
  }
}

/** The photo's name inside content/images/ for a file kept in the field's folder (`attorneys/jane-doe.jpg`). */
export function portraitValue(publicFolder: unknown, fileName: string): string {
  return typeof publicFolder === 'string' && publicFolder ? `${publicFolder}/${fileName}` : fileName
}
