/**
 * An original decoded once for all its copies: converted to 8-bit sRGB (with its own colour
 * profile), shrunk as it is read to the least that its largest copy needs, then turned upright as
 * its EXIF orientation says; raw pixels without any metadata. Every copy is cut and encoded from
 * these pixels (./encodeCopy.ts), so a photo with 12 copies is decoded once, not 12 times (a 16-bit,
 * sideways PNG took 50 s and 1 GB that way), and an original is never held whole: it is read row by
 * row (a JPEG at a fraction of its size) and turned only once small. Copies asked for at the same
 * time share one decode, and its pixels are let go when the last of them is done.
 */
import sharp from 'sharp'
import { maxPhotoPixels } from '../../lib/content/schema/photoUses.ts'

export interface DecodedPhoto {
  data: Buffer
  width: number
  height: number
  channels: 1 | 2 | 3 | 4
}

// One libvips thread per decode or encode: the build runs a few side by side instead (./writePhotos.ts).
sharp.concurrency(1)

/** What sharp's auto-orientation does for each EXIF orientation: a quarter turn, then a mirror. */
const TURNS: Record<number, { angle: number; mirror: boolean }> = {
  2: { angle: 0, mirror: true },
  3: { angle: 180, mirror: false },
  4: { angle: 180, mirror: true },
  5: { angle: 90, mirror: true },
  6: { angle: 90, mirror: false },
  7: { angle: 270, mirror: true },
  8: { angle: 270, mirror: false },
}

/**
 * Decodes an original (a file's path, or its bytes). `copies` (their sizes, as shown) lets it shrink
 * the pixels to the least the largest of them needs once cut; without, it keeps every pixel.
 */
export async function decodeOriginal(
  original: string | Buffer,
  copies: readonly { width: number; height: number }[] = [],
): Promise<DecodedPhoto> {
  const options = { failOn: 'error', limitInputPixels: maxPhotoPixels } as const
  const { width = 0, height = 0, orientation = 1 } = await sharp(original, options).metadata()
  const turn = TURNS[orientation] ?? { angle: 0, mirror: false }
  const sideways = turn.angle % 180 !== 0
  const [shownWidth, shownHeight] = sideways ? [height, width] : [width, height]
  // A copy cut to cover (w, h) needs the original at a scale of max(w / W, h / H), never more.
  const scale = Math.min(1, Math.max(0, ...copies.map((c) => Math.max(c.width / shownWidth, c.height / shownHeight))))
  let read = sharp(original, options)
  if (copies.length && scale < 1)
    read = read.resize(Math.ceil(width * scale), Math.ceil(height * scale), { fit: 'fill' })
  // Read in the stored orientation: row by row, never the whole original at once (no `rotate()` here).
  const stored = await read.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
  const raw = { width: stored.info.width, height: stored.info.height, channels: stored.info.channels }
  if (!turn.angle && !turn.mirror) return { data: stored.data, ...raw }
  // sharp mirrors before it turns: mirrored, then turned back, is turned, then mirrored.
  let upright = sharp(stored.data, { raw })
  if (turn.mirror) upright = upright.flop()
  if (turn.angle) upright = upright.rotate(turn.mirror ? 360 - turn.angle : turn.angle)
  const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels }
}

const decoding = new Map<string, { decoded: Promise<DecodedPhoto>; users: number }>()

/** How many originals this process decoded, and the most it held at once (the build's report says both). */
export const decodeStats = { decoded: 0, mostHeld: 0 }

/**
 * Runs `use` on the pixels of `job`'s original, sized for its copies, decoding it only if no one
 * else holds them now.
 */
export async function withDecoded<T>(
  job: { original: string; copies: readonly { width: number; height: number }[] },
  use: (photo: DecodedPhoto) => Promise<T>,
): Promise<T> {
  let entry = decoding.get(job.original)
  if (!entry) {
    entry = { decoded: decodeOriginal(job.original, job.copies), users: 0 }
    decoding.set(job.original, entry)
    decodeStats.decoded++
    decodeStats.mostHeld = Math.max(decodeStats.mostHeld, decoding.size)
  }
  entry.users++
  try {
    return await use(await entry.decoded)
  } finally {
    if (--entry.users === 0) decoding.delete(job.original)
  }
}
