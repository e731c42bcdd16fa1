/**
 * Makes one copy of an original with sharp: turned upright as its EXIF orientation says, cut to
 * the copy's size (the cut keeps the most eye-catching part: sharp's attention strategy), converted
 * to sRGB, and encoded without any of the original's metadata (EXIF, XMP, IPTC, ICC: sharp writes
 * none unless asked, and nothing here asks). A JPEG copy of a photo with transparency is laid on white.
 */
import sharp from 'sharp'
import type { CopyFormat } from '../../lib/content/schema/photoCopies.ts'

/** The encoders' settings: part of each copy's cache key (./photoCache.ts), so a change makes every copy again. */
export const ENCODER_SETTINGS = {
  // Effort 3 of 9: a 1600 x 1200 copy takes a third of effort 4's time for about 8% more bytes; at
  // the widths phones get (480) the two are within 1% of each other (docs/PERFORMANCE.md).
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const

// One libvips thread per encode: the build runs a few encodes side by side instead (./writePhotos.ts).
sharp.concurrency(1)

export async function encodeCopy(
  original: string | Buffer,
  copy: { width: number; height: number; format: CopyFormat },
): Promise<Buffer> {
  let image = sharp(original, { failOn: 'error' })
    .rotate()
    .resize(copy.width, copy.height, { fit: 'cover', position: sharp.strategy.attention })
    .toColourspace('srgb')
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
