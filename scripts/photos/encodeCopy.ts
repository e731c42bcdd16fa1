/**
 * Makes one copy of an original from its decoded pixels (./decodeOriginal.ts: already upright and
 * sRGB): cut to the copy's size (the cut keeps the most eye-catching part: sharp's attention
 * strategy) and encoded without any of the original's metadata (EXIF, XMP, IPTC, ICC: the raw
 * pixels carry none). A JPEG copy of a photo with transparency is laid on white.
 */
import sharp from 'sharp'
import type { CopyFormat } from '../../lib/content/schema/photoCopies.ts'
import type { DecodedPhoto } from './decodeOriginal.ts'

/** The encoders' settings: part of each copy's cache key (./photoCache.ts), so a change makes every copy again. */
export const ENCODER_SETTINGS = {
  // Effort 3 of 9: a 1600 x 1200 copy takes a third of effort 4's time for about 8% more bytes; at
  // the widths phones get (480) the two are within 1% of each other (docs/PERFORMANCE.md).
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const

export async function encodeCopy(
  photo: DecodedPhoto,
  copy: { width: number; height: number; format: CopyFormat },
): Promise<Buffer> {
  const { data, width, height, channels } = photo
  let image = sharp(data, { raw: { width, height, channels } }).resize(copy.width, copy.height, {
    fit: 'cover',
    position: sharp.strategy.attention,
  })
  if (copy.format === 'jpeg') image = image.flatten({ background: '#ffffff' })
  switch (copy.format) {
    case 'avif':
      return image.avif(ENCODER_SETTINGS.avif).toBuffer()
    case 'webp':
      return image.webp(ENCODER_SETTINGS.webp).toBuffer()
    case 'png':
      return image.png(ENCODER_SETTINGS.png).toBuffer()
    default:
      return image.jpeg(ENCODER_SETTINGS.jpeg).toBuffer()
  }
}
