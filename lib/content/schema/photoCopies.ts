/**
 * The copies the build makes of a photo for one use, named from the original's hash and their
 * size (`/photos/<hash>-<width>x<height>.<ext>`), so a page can write its `srcset` from the
 * photo's facts while it renders, and the image build (scripts/photos/) makes the same files.
 * Never wider than the original, cut to the use's shape (lib/content/schema/photoUses.ts).
 */
import type { PhotoFacts, PhotoFormat } from '../model/photoFacts.ts'
import { photoUses, type PhotoUse } from './photoUses.ts'

export type CopyFormat = PhotoFormat

export interface PhotoCopy {
  width: number
  height: number
  format: CopyFormat
  /** Where the site serves it. */
  url: string
}

/** The folder of the copies on the site. */
export const PHOTOS_PATH = '/photos/'

const EXTENSIONS: Record<CopyFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' }

type Shape = Pick<PhotoFacts, 'width' | 'height'>

/** The sizes of the copies, smallest first: the use's widths that fit inside the largest cut of its shape. */
export function copySizes(photo: Shape, use: PhotoUse): { width: number; height: number }[] {
  const spec = photoUses[use]
  const aspect = spec.aspect ?? photo.width / photo.height
  const widest = Math.min(photo.width, Math.floor(photo.height * aspect))
  const widths = spec.widths.filter((w) => w <= widest)
  return (widths.length ? widths : [widest]).map((width) => ({ width, height: Math.round(width / aspect) }))
}

/**
 * The formats, best first: AVIF and WebP for browsers that take them, then the fallback every
 * browser shows (PNG for a photo with transparency, else JPEG). The share image is a JPEG alone:
 * the sites that show it do not all read AVIF or WebP.
 */
export function copyFormats(photo: Pick<PhotoFacts, 'alpha'>, use: PhotoUse): CopyFormat[] {
  if (use === 'social') return ['jpeg']
  return ['avif', 'webp', photo.alpha ? 'png' : 'jpeg']
}

export function copyUrl(hash: string, size: { width: number; height: number }, format: CopyFormat): string {
  return `${PHOTOS_PATH}${hash}-${size.width}x${size.height}.${EXTENSIONS[format]}`
}

/** Every copy of the photo for this use. */
export function photoCopies(photo: PhotoFacts, use: PhotoUse): PhotoCopy[] {
  const sizes = copySizes(photo, use)
  return copyFormats(photo, use).flatMap((format) =>
    sizes.map((size) => ({ ...size, format, url: copyUrl(photo.hash, size, format) })),
  )
}

/** A `srcset` of one format's copies. */
export function copySrcset(photo: PhotoFacts, use: PhotoUse, format: CopyFormat): string {
  return copySizes(photo, use)
    .map((size) => `${copyUrl(photo.hash, size, format)} ${size.width}w`)
    .join(', ')
}

/** What a copy's file name says: the original's hash, the size and the format (undefined for any other name). */
export function parseCopyName(
  name: string,
): { hash: string; width: number; height: number; format: CopyFormat } | undefined {
  const match = /^([0-9a-f]{10})-(\d{1,5})x(\d{1,5})\.(avif|webp|jpg|png)$/.exec(name)
  if (!match) return undefined
  const format = (Object.keys(EXTENSIONS) as CopyFormat[]).find((f) => EXTENSIONS[f] === match[4])
  return format && { hash: match[1] ?? '', width: Number(match[2]), height: Number(match[3]), format }
}
