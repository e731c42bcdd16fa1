/** What the read stage learns of a photo of content/images/, and where content uses one. */
import type { PhotoUse } from '../schema/photoUses.ts'

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/**
 * A readable original: enough for a page to name its copies (`/photos/<hash>-<w>x<h>.<ext>`)
 * and their sizes at render time, before or without encoding them.
 */
export interface PhotoFacts {
  /** Its name inside content/images/ (`attorneys/jane-doe.jpg`). */
  src: string
  /** The first 10 hex digits of the SHA-256 of its bytes: its copies' names. */
  hash: string
  format: PhotoFormat
  /** In pixels, as shown: after the rotation its EXIF orientation asks for. */
  width: number
  height: number
  /** Has transparency: its fallback copy is a PNG, not a JPEG. */
  alpha: boolean
  /** Size of the original, in bytes. */
  bytes: number
}

/** What a photo's header says (read/photoHeader.ts). */
export interface PhotoHeader {
  format: PhotoFormat
  width: number
  height: number
  alpha: boolean
}

export type PhotoHeaderResult = PhotoHeader | { problem: 'notImage' | 'unreadable' }

/** Why an original cannot be used. */
export type PhotoProblemKind = 'missing' | 'notImage' | 'unreadable' | 'tooLarge'

export type PhotoRead = PhotoFacts | { src: string; problem: PhotoProblemKind; bytes?: number }

/** The photos found whole by a full decode (check/checkPhotoDecodes.ts), by `<hash>-<bytes>`. */
export interface DecodedPhotos {
  has(key: string): boolean
  add(key: string): void
}

/** One place content uses a photo: the line of the `photo:` or `image:` field, or of the `<Photo>` or `<Hero>` tag. */
export interface PhotoRef {
  src: string
  use: PhotoUse
  file: string
  line: number
}
