/**
 * What a photo's bytes say without decoding it (lib/content/read/photoHeader.ts: the content check
 * and the editor read it), and the full read with sharp (lib/content/read/photoFile.ts).
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { readPhotoHeader } from '../../lib/content/read/photoHeader.ts'
import { readPhotoFile } from '../../lib/content/read/photoFile.ts'
import { photoLike } from '../photoFixtures.ts'
import { pngHeaderOnly } from '../photoBytes.ts'

const plain = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
const seeThrough = () =>
  sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.7))

describe('readPhotoHeader', () => {
  it('tells each format by its bytes, with its size and transparency', async () => {
    const cases = [
      [await plain().jpeg().toBuffer(), { format: 'jpeg', width: 640, height: 480, alpha: false }],
      [await plain().png().toBuffer(), { format: 'png', width: 640, height: 480, alpha: false }],
      [await seeThrough().png().toBuffer(), { format: 'png', width: 640, height: 480, alpha: true }],
      [await plain().webp().toBuffer(), { format: 'webp', width: 640, height: 480, alpha: false }],
      [
        await seeThrough().webp({ lossless: true }).toBuffer(),
        { format: 'webp', width: 640, height: 480, alpha: true },
      ],
      [await seeThrough().webp().toBuffer(), { format: 'webp', width: 640, height: 480, alpha: true }],
      [await plain().avif().toBuffer(), { format: 'avif', width: 640, height: 480, alpha: false }],
      [await seeThrough().avif().toBuffer(), { format: 'avif', width: 640, height: 480, alpha: true }],
    ] as const
    for (const [bytes, expected] of cases) expect(readPhotoHeader(bytes)).toEqual(expected)
  })

  it('says how many pixels a photo has from its first bytes, without decoding a pixel', () => {
    const header = pngHeaderOnly(20_000, 20_000)
    expect(header.length).toBeLessThan(100)
    expect(readPhotoHeader(header)).toEqual({ format: 'png', width: 20_000, height: 20_000, alpha: false })
  })

  it('gives the size as shown: a phone photo stored sideways (EXIF orientation 6) is taller than wide', async () => {
    expect(readPhotoHeader(await plain().jpeg().withMetadata({ orientation: 6 }).toBuffer())).toMatchObject({
      width: 480,
      height: 640,
    })
    expect(readPhotoHeader(await plain().webp().withMetadata({ orientation: 8 }).toBuffer())).toMatchObject({
      width: 480,
      height: 640,
    })
    expect(readPhotoHeader(await plain().jpeg().withMetadata({ orientation: 3 }).toBuffer())).toMatchObject({
      width: 640,
      height: 480,
    })
  })

  it('calls a file cut short unreadable, in every format', async () => {
    for (const bytes of [
      await plain().jpeg().toBuffer(),
      await plain().png().toBuffer(),
      await plain().webp().toBuffer(),
      await plain().avif().toBuffer(),
    ])
      expect(readPhotoHeader(cut(bytes))).toEqual({ problem: 'unreadable' })
  })

  it('calls anything else no image: GIF, TIFF, text, an empty file', async () => {
    for (const bytes of [
      await plain().gif().toBuffer(),
      await plain().tiff().toBuffer(),
      Buffer.from('Meeting notes, saved as photo.jpg'),
      Buffer.alloc(0),
    ])
      expect(readPhotoHeader(bytes)).toEqual({ problem: 'notImage' })
  })
})

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('readPhotoFile', () => {
  it('reads a file or its bytes: format, size as shown, bytes', async () => {
    const bytes = await photoLike(900, 600, { exif: { orientation: 6 } })
    const dir = mkdtempSync(path.join(tmpdir(), 'photo-file-'))
    made.push(dir)
    writeFileSync(path.join(dir, 'a.jpg'), bytes)
    const expected = { format: 'jpeg', width: 600, height: 900, alpha: false, bytes: bytes.length }
    expect(await readPhotoFile(path.join(dir, 'a.jpg'))).toEqual(expected)
    expect(await readPhotoFile(bytes)).toEqual(expected)
  })

  it('refuses a file over 25 MB without reading it, a damaged one and a file that is no photo', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'photo-file-'))
    made.push(dir)
    writeFileSync(path.join(dir, 'huge.jpg'), '')
    truncateSync(path.join(dir, 'huge.jpg'), 25 * 1024 * 1024 + 1)
    expect(await readPhotoFile(path.join(dir, 'huge.jpg'))).toEqual({
      problem: 'tooLarge',
      bytes: 25 * 1024 * 1024 + 1,
    })
    // Whole at both ends, scrambled in the middle: only decoding finds it. (A JPEG decoder shows such
    // a file, garbled, without an error: what it cannot decode at all is refused.)
    const damaged = await sharp(await photoLike(800, 600))
      .png()
      .toBuffer()
    const data = damaged.indexOf('IDAT') + 4
    for (let i = data + 100; i < data + 4000; i++) damaged[i] = (i * 7919) & 0xff
    expect(readPhotoHeader(damaged)).toMatchObject({ format: 'png' })
    expect(await readPhotoFile(damaged)).toEqual({ problem: 'unreadable', bytes: damaged.length })
    expect(await readPhotoFile(Buffer.from('not a photo'))).toEqual({ problem: 'notImage', bytes: 11 })
  })
})
