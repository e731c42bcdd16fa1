import { describe, expect, it } from 'vitest'
import { photoMessages } from '../../../lib/content/check/photoMessages.ts'
import { maxPhotoBytes, photoUses } from '../../../lib/content/schema/photoUses.ts'
import { checkPhotoUpload, type UploadedFile } from '../../../lib/editor/photoUpload/checkPhotoUpload.ts'
import { photoTypeOf } from '../../../lib/editor/photoUpload/photoType.ts'
import { uploadName } from '../../../lib/editor/photoUpload/uploadName.ts'
import { portraitProblem } from '../../../lib/editor/photoUpload/portraitProblem.ts'
import type { SiteIndex } from '../../../lib/content/model/siteIndex.ts'
import { photoNameProblem } from '../../../lib/content/schema/photoName.ts'
import { damagedPng, decodePng, pngBytes, pngHeaderOnly } from '../../photoBytes.ts'

/** A file as the browser hands it to the editor. */
const file = (name: string, bytes: Uint8Array, size = bytes.length): UploadedFile => ({
  name,
  size,
  // A copy: a Node Buffer may be a view into a larger shared one.
  slice: (start, end) => ({ arrayBuffer: async () => new Uint8Array(bytes).slice(start, end).buffer }),
})

let decoded = 0
/** The browser's decoder, played by a PNG reader: anything else fails to decode, as a damaged file does. */
const decode = async (upload: UploadedFile) => {
  decoded++
  return decodePng(new Uint8Array(await upload.slice().arrayBuffer()))
}

const { minWidth, minHeight } = photoUses.portrait

describe('the photo upload checks', () => {
  it('keeps a large enough PNG under a content name with the extension of what it is, whatever it was called', async () => {
    const verdict = await checkPhotoUpload(file('Jane Doe (Final).JPG', pngBytes(minWidth, minHeight!)), decode)
    expect(verdict).toEqual({ ok: true, name: 'jane-doe-final.png', type: 'png', width: minWidth, height: minHeight })
  })

  it('judges the type by the bytes: text named .jpg is no photo', async () => {
    const text = new TextEncoder().encode('Curriculum vitae of Jane Doe, partner since 2009.')
    expect(await checkPhotoUpload(file('jane.jpg', text), decode)).toEqual({
      ok: false,
      message: photoMessages.notImage('jane.jpg'),
    })
  })

  it('refuses a file over the size cap before reading it', async () => {
    decoded = 0
    const bytes = pngBytes(minWidth, minHeight!)
    expect(await checkPhotoUpload(file('big.png', bytes, maxPhotoBytes + 1), decode)).toEqual({
      ok: false,
      message: photoMessages.tooLarge('big.png', maxPhotoBytes + 1),
    })
    expect(decoded).toBe(0)
  })

  it('refuses a photo over the pixel cap from its header, before the browser decodes it', async () => {
    decoded = 0
    expect(await checkPhotoUpload(file('huge.png', pngHeaderOnly(20_000, 20_000)), decode)).toEqual({
      ok: false,
      message: photoMessages.tooManyPixels('huge.png', 20_000, 20_000),
    })
    expect(decoded).toBe(0)
  })

  it("refuses a photo smaller than the portrait's minimum, in npm run check's words", async () => {
    const verdict = await checkPhotoUpload(file('small.png', pngBytes(minWidth, minHeight! - 1)), decode)
    expect(verdict).toEqual({
      ok: false,
      message: photoMessages.tooSmall('small.png', minWidth, minHeight! - 1, 'portrait', minWidth, minHeight),
    })
    expect(verdict.ok || verdict.message).toContain(`is ${minWidth} x ${minHeight! - 1} pixels`)
  })

  it('refuses a photo that does not decode (a damaged PNG, a JPEG signature over nothing)', async () => {
    expect(await checkPhotoUpload(file('torn.png', damagedPng(minWidth, minHeight!)), decode)).toEqual({
      ok: false,
      message: photoMessages.unreadable('torn.png'),
    })
    const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])
    expect(await checkPhotoUpload(file('half.jpg', jpegStart), decode)).toEqual({
      ok: false,
      message: photoMessages.unreadable('half.jpg'),
    })
  })
})

describe('photoTypeOf', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
  it('reads JPEG, PNG, WebP and AVIF signatures, and nothing else', () => {
    expect(photoTypeOf(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg')
    expect(photoTypeOf(pngBytes(1, 1))).toBe('png')
    expect(photoTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
    expect(photoTypeOf(bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('avif')
    expect(photoTypeOf(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('avif')
    // HEIC (an iPhone's default) and MP4 share AVIF's container, not its brand.
    expect(photoTypeOf(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeUndefined()
    expect(photoTypeOf(bytes([0, 0, 0, 20], 'ftypisom', [0, 0, 2, 0], 'isom'))).toBeUndefined()
    expect(photoTypeOf(bytes('GIF89a'))).toBeUndefined()
    expect(photoTypeOf(new Uint8Array())).toBeUndefined()
  })
})

describe('uploadName', () => {
  it('names the file as content files are named, keeping a matching extension', () => {
    expect(uploadName('IMG_2041.JPEG', 'jpeg')).toBe('img-2041.jpeg')
    expect(uploadName('Rafael Quintával – headshot.jpg', 'jpeg')).toBe('rafael-quintaval-headshot.jpg')
    expect(uploadName('portrait.jpg', 'webp')).toBe('portrait.webp')
    expect(uploadName('.png', 'png')).toBe('png.png')
    expect(uploadName('___.avif', 'avif')).toBe('photo.avif')
  })
})

describe('portraitProblem (the photo field before a save)', () => {
  const index = { images: ['attorneys/ann-example.jpg'] } as SiteIndex
  it('accepts a photo the site index lists, or one the entry holds (uploaded with it, or loaded with it)', () => {
    expect(portraitProblem('attorneys/ann-example.jpg', index, [])).toBeUndefined()
    expect(portraitProblem('attorneys/new.png', index, ['content/images/attorneys/new.png'])).toBeUndefined()
    expect(portraitProblem('', index, [])).toBeUndefined()
  })
  it("refuses a photo content/images/ lacks, and a name the schema refuses, in npm run check's words", () => {
    expect(portraitProblem('attorneys/nobody.jpg', index, ['content/images/other/nobody.jpg'])).toBe(
      photoMessages.missing('attorneys/nobody.jpg'),
    )
    expect(portraitProblem('/images/logo.svg', index, [])).toBe(`\`photo\` ${photoNameProblem('/images/logo.svg')}`)
  })
})
