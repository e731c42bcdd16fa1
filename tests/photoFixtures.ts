/**
 * Photos the tests make with sharp instead of committing them: a photo-like picture
 * (scripts/bench/photoLike.ts, which the photo benchmark uses too) or its smooth picture alone, a portrait stored sideways as a
 * phone stores it, and the broken files the checks refuse.
 */
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { photoLike, photoSvg } from '../scripts/bench/photoLike.ts'
import { pngHeaderOnly } from './photoBytes.ts'

export { photoLike }

/**
 * A picture without photoLike's grain: the checks read only a photo's format, size and whether it is
 * whole, so the fixtures they judge need no grain, which costs most of photoLike's time (several
 * seconds a 1600 x 1200 photo on a loaded machine, against a tenth of that here).
 */
const smooth = (width: number, height: number, seed = 1) => sharp(photoSvg(width, height, seed))

/** content/images/ with one file for each kind of photo the checks judge (tests/fixtures/bad-photos/ names them). */
export async function writeCheckedPhotos(contentDir: string): Promise<void> {
  const at = (name: string) => {
    const file = path.join(contentDir, 'images', name)
    mkdirSync(path.dirname(file), { recursive: true })
    return file
  }
  const jpeg = (width: number, height: number, seed?: number) => smooth(width, height, seed).jpeg().toBuffer()
  const [wide, square, tiny, whole, damaged, forgotten] = await Promise.all([
    jpeg(1600, 1200),
    jpeg(300, 300),
    smooth(200, 240).png().toBuffer(),
    jpeg(1600, 1200, 2),
    smooth(1600, 1200, 4).png().toBuffer(),
    jpeg(640, 480, 3),
  ])
  writeFileSync(at('places/wide.jpg'), wide)
  writeFileSync(at('small/square.jpg'), square)
  writeFileSync(at('small/tiny.png'), tiny)
  writeFileSync(at('broken/not-a-photo.jpg'), 'These are the notes of a meeting, saved with the wrong name.\n')
  writeFileSync(at('broken/cut-short.jpg'), whole.subarray(0, Math.floor(whole.length / 2)))
  // 26 MB of nothing: the check refuses it by its size, before reading a byte.
  writeFileSync(at('broken/huge.jpg'), '')
  truncateSync(at('broken/huge.jpg'), 26 * 1024 * 1024)
  // Its chunks whole, its image data scrambled: only decoding finds it.
  const data = damaged.indexOf('IDAT') + 4
  if (damaged.readUInt32BE(data - 8) < 4000) throw new Error('the PNG to damage has too little image data')
  for (let i = data + 100; i < data + 4000; i++) damaged[i] = (i * 7919) & 0xff
  writeFileSync(at('broken/damaged-inside.png'), damaged)
  // 400 megapixels by its header, a few bytes in all: refused by its header, never decoded.
  writeFileSync(at('broken/too-many-pixels.png'), pngHeaderOnly(20_000, 20_000))
  writeFileSync(at('unused/forgotten.jpg'), forgotten)
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
