/**
 * Photo-like pictures made with sharp, for the photo benchmark and the tests (nothing to commit).
 * The same seed gives the same bytes, so the tests' photos are found in the image cache next time.
 */
import sharp from 'sharp'
import { seeded } from '../placeholder-photos/svg.ts'

/** Grey grain around 128, spread about as a photo's noise is (the sum of three random numbers: nearly a bell curve). */
function seededGrain(width: number, height: number, seed: number): Buffer {
  const random = seeded(seed)
  const grain = Buffer.alloc(width * height * 3)
  for (let i = 0; i < grain.length; i++)
    grain[i] = Math.max(0, Math.min(255, Math.round(128 + (random() + random() + random() - 1.5) * 120)))
  return grain
}

/** The picture under the grain: a coloured gradient and an ellipse, its colours set by `seed`. */
export function photoSvg(width: number, height: number, seed = 1): Buffer {
  const hue = (seed * 47) % 360
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},40%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="50%" cy="40%" rx="22%" ry="28%" fill="hsl(${(hue + 200) % 360},30%,60%)"/></svg>`,
  )
}

/**
 * A JPEG that weighs what a photo does once encoded: a coloured gradient under soft grain (its
 * 480 px AVIF copy is about 13 KB, its 640 px JPEG about 37 KB, as a portrait's would be).
 */
export async function photoLike(
  width: number,
  height: number,
  { seed = 1, exif }: { seed?: number; exif?: { orientation?: number; gps?: boolean } } = {},
): Promise<Buffer> {
  const svg = photoSvg(width, height, seed)
  const grain = await sharp(seededGrain(width, height, seed), { raw: { width, height, channels: 3 } })
    .blur(0.8)
    .png()
    .toBuffer()
  let image = sharp(svg).composite([{ input: grain, blend: 'soft-light' }])
  if (exif) {
    image = image.withExif({
      IFD0: { Make: 'Test Camera', Model: 'Fixture 1' },
      ...(exif.gps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '40/1 45/1 0/1',
              GPSLongitudeRef: 'W',
              GPSLongitude: '73/1 59/1 0/1',
            },
          }
        : {}),
    })
    if (exif.orientation) image = image.withMetadata({ orientation: exif.orientation })
  }
  return image.jpeg({ quality: 90 }).toBuffer()
}
