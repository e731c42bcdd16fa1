/**
 * The image build (scripts/photos/): the copies a use needs, named from the facts alone; each copy
 * upright, sRGB, cut to its size and free of the original's metadata; made once, then taken from
 * the cache.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { copySizes, photoCopies, parseCopyName } from '../../lib/content/schema/photoCopies.ts'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { encodeCopy } from '../../scripts/photos/encodeCopy.ts'
import { makeCopy } from '../../scripts/photos/makeCopy.ts'
import { photoJobs } from '../../scripts/photos/photoJobs.ts'
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
      const copy = await encodeCopy(original, { width: 480, height: 640, format })
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
    const jpeg = await encodeCopy(clear, { width: 160, height: 160, format: 'jpeg' })
    const { channels } = await sharp(jpeg).stats()
    expect(channels[0]?.mean).toBeGreaterThan(250)
    const png = await encodeCopy(clear, { width: 160, height: 160, format: 'png' })
    expect((await sharp(png).metadata()).hasAlpha).toBe(true)
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
