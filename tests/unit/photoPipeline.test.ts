/**
 * The image build (scripts/photos/): the copies a use needs, named from the facts alone; each copy
 * upright, sRGB, cut to its size and free of the original's metadata; all of a photo's copies from
 * one decode, the same copies the per-copy pipeline made; made once, then taken from the cache.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { copySizes, photoCopies, parseCopyName } from '../../lib/content/schema/photoCopies.ts'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { ENCODER_SETTINGS, encodeCopy } from '../../scripts/photos/encodeCopy.ts'
import { decodeOriginal } from '../../scripts/photos/decodeOriginal.ts'
import { makeCopy } from '../../scripts/photos/makeCopy.ts'
import { photoJobs } from '../../scripts/photos/photoJobs.ts'
import { writePhotoCopies } from '../../scripts/photos/writePhotos.ts'
import type { CopyFormat } from '../../lib/content/schema/photoCopies.ts'
import { photoLike } from '../photoFixtures.ts'

const facts = (width: number, height: number, alpha = false): PhotoFacts => ({
  src: 'a.jpg',
  hash: '0123456789',
  format: 'jpeg',
  width,
  height,
  alpha,
  bytes: 1000,
})

describe('the copies of a photo', () => {
  it('never makes a copy wider than the original, nor than its cut to the use', () => {
    expect(copySizes(facts(4000, 3000), 'hero').map((s) => s.width)).toEqual([480, 800, 1200, 1600])
    expect(copySizes(facts(1300, 975), 'hero')).toEqual([
      { width: 480, height: 360 },
      { width: 800, height: 600 },
      { width: 1200, height: 900 },
    ])
    // A tall phone photo cut square: as wide as the photo is.
    expect(copySizes(facts(500, 900), 'portrait').map((s) => s.width)).toEqual([160, 240, 360, 480])
    // A page's photo keeps its shape.
    expect(copySizes(facts(1200, 1600), 'body')).toEqual([
      { width: 480, height: 640 },
      { width: 768, height: 1024 },
      { width: 1152, height: 1536 },
    ])
  })

  it('serves AVIF and WebP with a JPEG fallback, PNG for transparency, the share image as JPEG', () => {
    const formats = (photo: PhotoFacts, use: 'portrait' | 'social') => [
      ...new Set(photoCopies(photo, use).map((c) => c.format)),
    ]
    expect(formats(facts(800, 800), 'portrait')).toEqual(['avif', 'webp', 'jpeg'])
    expect(formats(facts(800, 800, true), 'portrait')).toEqual(['avif', 'webp', 'png'])
    expect(photoCopies(facts(2000, 1500), 'social')).toEqual([
      { width: 1200, height: 630, format: 'jpeg', url: '/photos/0123456789-1200x630.jpg' },
    ])
    expect(parseCopyName('0123456789-1200x630.jpg')).toEqual({
      hash: '0123456789',
      width: 1200,
      height: 630,
      format: 'jpeg',
    })
    expect(parseCopyName('../secret-1x1.jpg')).toBeUndefined()
  })
})

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('encoding a copy', () => {
  it('turns a sideways phone photo upright and strips its EXIF (GPS included), XMP and IPTC', async () => {
    // Stored 1200 x 900 with orientation 6: shown 900 x 1200, taller than wide.
    const original = await photoLike(1200, 900, { exif: { orientation: 6, gps: true } })
    const read = await sharp(original).metadata()
    expect(read.orientation).toBe(6)
    // The camera's name and the GPS block's pointer (tag 0x8825, written little-endian).
    expect(read.exif?.includes(Buffer.from('Test Camera'))).toBe(true)
    expect(read.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const copy = await encodeCopy(await decodeOriginal(original), { width: 480, height: 640, format })
      const meta = await sharp(copy).metadata()
      expect([meta.width, meta.height], format).toEqual([480, 640])
      expect(meta.exif, format).toBeUndefined()
      expect(meta.xmp, format).toBeUndefined()
      expect(meta.iptc, format).toBeUndefined()
      expect(meta.orientation ?? 1, format).toBe(1)
      expect(meta.space, format).toBe('srgb')
    }
  })

  it('lays a transparent photo on white for a JPEG, and keeps the alpha in a PNG', async () => {
    const clear = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const decoded = await decodeOriginal(clear)
    const jpeg = await encodeCopy(decoded, { width: 160, height: 160, format: 'jpeg' })
    const { channels } = await sharp(jpeg).stats()
    expect(channels[0]?.mean).toBeGreaterThan(250)
    const png = await encodeCopy(decoded, { width: 160, height: 160, format: 'png' })
    expect((await sharp(png).metadata()).hasAlpha).toBe(true)
  })

  it('turns each of the eight EXIF orientations as sharp does', async () => {
    const upright = await photoLike(90, 60, { seed: 9 })
    for (let orientation = 1; orientation <= 8; orientation++) {
      const stored = await sharp(upright).withMetadata({ orientation }).png().toBuffer()
      const expected = await sharp(stored).rotate().raw().toBuffer({ resolveWithObject: true })
      const decoded = await decodeOriginal(stored)
      expect([decoded.width, decoded.height], `orientation ${orientation}`).toEqual([
        expected.info.width,
        expected.info.height,
      ])
      expect(decoded.data.equals(expected.data), `orientation ${orientation}`).toBe(true)
    }
  })

  it('makes the copies the per-copy pipeline made (a decode for each copy), from one decode', {
    timeout: 120_000,
  }, async () => {
    /** The pipeline before: each copy decoded the whole original, turned, cut and converted it. */
    const perCopy = (original: Buffer, width: number, height: number, format: CopyFormat) => {
      let image = sharp(original, { failOn: 'error' })
        .rotate()
        .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
        .toColourspace('srgb')
      if (format === 'jpeg') image = image.flatten({ background: '#ffffff' })
      return image.toFormat(format === 'jpeg' ? 'jpeg' : format, ENCODER_SETTINGS[format]).toBuffer()
    }
    // As a viewer sees a copy: its grain softened (a resampling's own rounding moves single pixels).
    const pixels = (image: Buffer) => sharp(image).blur(1.5).raw().toBuffer({ resolveWithObject: true })
    // Each original with copies of its own shape (a use's widths: ./photoCopies.ts), in every format.
    const tall = [240, 360, 480, 300].map((w) => [w, (w * 4) / 3] as const)
    const wide = [240, 360, 480, 320].map((w) => [w, (w * 3) / 4] as const)
    const square = [160, 240, 360, 480].map((w) => [w, w] as const)
    const originals: [string, Buffer, (readonly [number, number])[]][] = [
      ['a sideways phone photo', await photoLike(1000, 750, { exif: { orientation: 6 } }), tall],
      [
        'a 16-bit PNG stored sideways',
        await sharp(await photoLike(1000, 750, { seed: 5 }))
          .toColourspace('rgb16')
          .withMetadata({ orientation: 8 })
          .png()
          .toBuffer(),
        tall,
      ],
      [
        'a Display P3 photo',
        await sharp(await photoLike(1000, 750, { seed: 6 }))
          .withIccProfile('p3')
          .jpeg()
          .toBuffer(),
        wide,
      ],
      [
        'a transparent PNG',
        await sharp(await photoLike(800, 800, { seed: 7 }))
          .ensureAlpha(0.5)
          .png()
          .toBuffer(),
        square,
      ],
    ]
    const formats = ['jpeg', 'webp', 'avif', 'png'] as const
    for (const [what, original, sizes] of originals) {
      const decoded = await decodeOriginal(
        original,
        sizes.map(([width, height]) => ({ width, height })),
      )
      for (const [i, [width, height]] of sizes.entries()) {
        const format = formats[i]!
        const [before, now] = await Promise.all([
          pixels(await perCopy(original, width, height, format)),
          pixels(await encodeCopy(decoded, { width, height, format })),
        ])
        expect([now.info.width, now.info.height, now.info.channels], `${what} ${format}`).toEqual([
          before.info.width,
          before.info.height,
          before.info.channels,
        ])
        // The same picture: on average within two levels of 255 per channel (measured 0 to 1.1, and 1.5
        // for a half-transparent photo's lossy copies). Not byte for byte: the original is now shrunk
        // once to what the largest copy needs, then to each copy (and a 16-bit one made 8-bit before it
        // is cut), and the lossy encoders round the slightly different input differently. (A cut to another shape is not compared: sharp's attention strategy may then
        // choose a cut a few pixels away from the old one, both as good.)
        let difference = 0
        for (let i = 0; i < now.data.length; i++) difference += Math.abs(now.data[i]! - before.data[i]!)
        expect(difference / now.data.length, `${what} ${format}`).toBeLessThan(2)
      }
    }
  })

  it("decodes each original once for all its copies, and holds one original's pixels at a time", {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'photo-decode-'))
    made.push(dir)
    const seed = Date.now() % 100_000
    const jobs = await Promise.all(
      [0, 1, 2].map(async (n) => {
        const bytes = await photoLike(700, 700, { seed: seed + n })
        writeFileSync(path.join(dir, `${n}.jpg`), bytes)
        const [job] = photoJobs({
          dir,
          photoRefs: [{ src: `${n}.jpg`, use: 'portrait', file: 'a.mdx', line: 8 }],
          photos: {
            [`${n}.jpg`]: {
              ...facts(1300, 1000),
              src: `${n}.jpg`,
              hash: `${seed + n}`.padStart(10, '0'),
              bytes: bytes.length,
            },
          },
        })
        job!.original = path.join(dir, `${n}.jpg`)
        return job!
      }),
    )
    const report = await writePhotoCopies(jobs, path.join(dir, 'site'))
    expect(report.problems).toEqual([])
    expect([report.files, report.encoded]).toEqual([45, 45])
    expect([report.decoded, report.mostHeld]).toEqual([3, 1])
    // Built again: every copy from the cache, nothing decoded.
    const again = await writePhotoCopies(jobs, path.join(dir, 'site'))
    expect([again.files, again.encoded, again.decoded]).toEqual([45, 0, 0])
  })

  it('makes a copy once, then takes it from the cache', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'photo-cache-'))
    made.push(dir)
    // Bytes no other test makes, so the shared cache cannot have them yet.
    const bytes = await photoLike(700, 700, { seed: Date.now() % 1000 })
    writeFileSync(path.join(dir, 'a.jpg'), bytes)
    const [job] = photoJobs({
      dir,
      photoRefs: [
        { src: 'a.jpg', use: 'portrait', file: 'a.mdx', line: 8 },
        { src: 'a.jpg', use: 'portrait', file: 'b.mdx', line: 9 },
      ],
      photos: { 'a.jpg': { ...facts(700, 700), hash: `${Date.now()}`.slice(-10), bytes: bytes.length } },
    })
    expect(job?.usedAt).toEqual(['a.mdx:8', 'b.mdx:9'])
    expect(job?.copies).toHaveLength(15)
    job!.original = path.join(dir, 'a.jpg')
    const copy = job!.copies[0]!
    const first = await makeCopy(job!, copy)
    const second = await makeCopy(job!, copy)
    expect([first.encoded, second.encoded]).toEqual([true, false])
    expect(second.body.equals(first.body)).toBe(true)
  })
})
