/**
 * The checks an uploaded photo passes before the editor keeps it, in the order that reads least of
 * it: its size in bytes (over the cap, nothing is read), its kind by its first bytes, its pixels by
 * its header (over the cap, it is never decoded: lib/content/read/photoHeader.ts), that it decodes
 * as an image, and its pixel size against the portrait's minimum (every use of a photo
 * needs at least that much: lib/content/schema/photoUses.ts). A refusal is `npm run check`'s
 * sentence (lib/content/check/photoMessages.ts), naming the file as the editor picked it.
 */
import { photoMessages } from '../../content/check/photoMessages.ts'
import { maxPhotoBytes, overPixelCap, photoUses } from '../../content/schema/photoUses.ts'
import { readPhotoHeader } from '../../content/read/photoHeader.ts'
import { PHOTO_SIGNATURE_BYTES, photoTypeOf, type PhotoType } from './photoType.ts'
import { uploadName } from './uploadName.ts'

/** What a browser file gives: its name, size and bytes. */
export interface UploadedFile {
  name: string
  size: number
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> }
}

/** Decodes the whole file as an image (in the editor: the browser's own decoder); throws when it cannot. */
export type DecodePhoto = (file: UploadedFile) => Promise<{ width: number; height: number }>

export type UploadVerdict =
  | { ok: true; name: string; type: PhotoType; width: number; height: number }
  | { ok: false; message: string }

export async function checkPhotoUpload(file: UploadedFile, decode: DecodePhoto): Promise<UploadVerdict> {
  const src = file.name
  if (file.size > maxPhotoBytes) return { ok: false, message: photoMessages.tooLarge(src, file.size) }
  const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer())
  const type = photoTypeOf(head)
  if (!type) return { ok: false, message: photoMessages.notImage(src) }
  const header = readPhotoHeader(new Uint8Array(await file.slice().arrayBuffer()))
  if (!('problem' in header) && overPixelCap(header.width, header.height))
    return { ok: false, message: photoMessages.tooManyPixels(src, header.width, header.height) }
  let size: { width: number; height: number }
  try {
    size = await decode(file)
  } catch {
    return { ok: false, message: photoMessages.unreadable(src) }
  }
  const { width, height } = size
  const { minWidth, minHeight = 0 } = photoUses.portrait
  if (width < minWidth || height < minHeight)
    return { ok: false, message: photoMessages.tooSmall(src, width, height, 'portrait', minWidth, minHeight) }
  return { ok: true, name: uploadName(file.name, type), type, width, height }
}
