/**
 * Photos the tests make with sharp instead of committing them: a photo-like picture (gradients and
 * soft grain, so its copies weigh what a real photo's do) of any size, optionally carrying EXIF
 * (a camera's orientation and GPS position), and the broken files the checks refuse.
 */
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

/**
 * A JPEG that weighs what a photo does once encoded: a coloured gradient under soft grain (its
 * 480 px AVIF copy is about 13 KB, its 640 px JPEG about 37 KB, as a portrait's would be).
 */
export async function photoLike(
  width: number,
  height: number,
  { seed = 1, exif }: { seed?: number; exif?: { orientation?: number; gps?: boolean } } = {},
): Promise<Buffer> {
  const hue = (seed * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},40%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="50%" cy="40%" rx="22%" ry="28%" fill="hsl(${(hue + 200) % 360},30%,60%)"/></svg>`
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(0.8)
    .png()
    .toBuffer()
  let image = sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }])
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

/** content/images/ with one file for each kind of photo the checks judge (tests/fixtures/bad-photos/ names them). */
export async function writeCheckedPhotos(contentDir: string): Promise<void> {
  const at = (name: string) => {
    const file = path.join(contentDir, 'images', name)
    mkdirSync(path.dirname(file), { recursive: true })
    return file
  }
  writeFileSync(at('places/wide.jpg'), await photoLike(1600, 1200))
  writeFileSync(at('small/square.jpg'), await photoLike(300, 300))
  writeFileSync(
    at('small/tiny.png'),
    await sharp(await photoLike(200, 240))
      .png()
      .toBuffer(),
  )
  writeFileSync(at('broken/not-a-photo.jpg'), 'These are the notes of a meeting, saved with the wrong name.\n')
  const whole = await photoLike(1600, 1200, { seed: 2 })
  writeFileSync(at('broken/cut-short.jpg'), whole.subarray(0, Math.floor(whole.length / 2)))
  // 26 MB of nothing: the check refuses it by its size, before reading a byte.
  writeFileSync(at('broken/huge.jpg'), '')
  truncateSync(at('broken/huge.jpg'), 26 * 1024 * 1024)
  writeFileSync(at('unused/forgotten.jpg'), await photoLike(640, 480, { seed: 3 }))
}

/**
 * A portrait as a phone stores it: the picture lying on its side with EXIF orientation 6 (turn a
 * quarter clockwise to show it) and the GPS position of where it was taken. Shown upright, its top
 * half is red and its bottom half blue, so a test can tell which way up a copy is.
 */
export async function sidewaysPortrait(width = 1200, height = 1600): Promise<Buffer> {
  const upright = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="50%" fill="#c0392b"/><rect y="50%" width="100%" height="50%" fill="#1f4e99"/></svg>`,
  )
  const stored = await sharp(upright).rotate(270).png().toBuffer()
  return sharp(stored)
    .withExif({
      IFD0: { Make: 'Test Camera', Model: 'Fixture 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 45/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer()
}
