/**
 * The photos as built and served, on one build of the site's content where every attorney has a
 * fixture portrait (tests/e2e/photoSite.ts): the copies each page names, their metadata and way
 * up, that no original is served, and what the photos cost per page (tests/e2e/budgets.ts).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { PHOTO_BUDGETS, type PhotoKind } from './budgets.ts'
import { photoUses } from '../../lib/content/schema/photoUses.ts'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { buildPhotoSite, type PhotoSite } from './photoSite.ts'
import { kilobytes, measureImages } from './photoMeasure.ts'

test.describe.configure({ mode: 'serial' })

let site: PhotoSite
test.beforeAll(async () => {
  test.setTimeout(600_000)
  site = await buildPhotoSite()
})
test.afterAll(() => site?.stop())

const attorneysPath = '/personal-injury-attorneys'

test('every portrait is a <picture> of AVIF and WebP with a JPEG fallback, at three widths or more, with its size', async ({
  page,
}) => {
  await page.goto(`${site.url}${attorneysPath}`)
  const pictures = await page.locator('article picture').evaluateAll((all) =>
    all.map((picture) => ({
      sources: [...picture.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset })),
      img: (({ srcset, alt, loading }, image) => ({
        srcset,
        alt,
        loading,
        size: [image.getAttribute('width'), image.getAttribute('height')],
      }))(picture.querySelector('img') as HTMLImageElement, picture.querySelector('img') as HTMLImageElement),
    })),
  )
  expect(pictures).toHaveLength(site.originals.size)
  for (const { sources, img } of pictures) {
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const { srcset } of [...sources, img]) expect(srcset.split(', ').length).toBeGreaterThanOrEqual(3)
    expect(img.srcset).toMatch(/\/photos\/[0-9a-f]{10}-\d+x\d+\.jpg \d+w/)
    expect(img.size).toEqual(['640', '640'])
    expect(img.alt).not.toBe('')
    expect(img.loading).toBe('lazy')
  }
})

test('no served copy carries EXIF, XMP or IPTC; every one is sRGB; no original is served', async () => {
  const photos = path.join(site.root, 'dist', 'client', 'photos')
  const names = readdirSync(photos)
  expect(names.length).toBeGreaterThanOrEqual(site.originals.size * 15)
  for (const name of names) {
    const meta = await sharp(path.join(photos, name)).metadata()
    expect({ name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, space: meta.space }).toEqual({
      name,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      space: 'srgb',
    })
  }
  const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  const originals = new Set([...site.originals.values()].map(digest))
  const dist = path.join(site.root, 'dist')
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    expect(file).not.toMatch(/content\/images|attorneys\/.*\.jpg/)
    const full = path.join(dist, file)
    if (/\.(jpe?g|png|webp|avif)$/.test(file)) expect(originals.has(digest(readFileSync(full))), file).toBe(false)
  }
})

test('the portrait a phone stored on its side is served upright', async ({ page }) => {
  await page.goto(`${site.url}${attorneysPath}`)
  const hash = createHash('sha256')
    .update(site.originals.get(site.sideways) ?? '')
    .digest('hex')
    .slice(0, 10)
  const src = await page
    .locator(`article img[srcset*="${hash}"]`)
    .evaluate((img: HTMLImageElement) => img.srcset.split(', ').at(-1)?.split(' ')[0] ?? '')
  const copy = Buffer.from(await (await page.request.get(`${site.url}${src}`)).body())
  const { data, info } = await sharp(copy).raw().toBuffer({ resolveWithObject: true })
  const pixel = (y: number) => [...data.subarray((y * info.width + info.width / 2) * info.channels).subarray(0, 3)]
  const [topRed, , topBlue] = pixel(10)
  const [bottomRed, , bottomBlue] = pixel(info.height - 10)
  expect(topRed).toBeGreaterThan(150)
  expect(topBlue).toBeLessThan(90)
  expect(bottomBlue).toBeGreaterThan(120)
  expect(bottomRed).toBeLessThan(60)
})

test('a hero photo takes no room on a phone: the buttons stay where they were, on the first screen', async ({
  browser,
}) => {
  const heroPages = contentStore()
    .pages.filter((p) => p.analysis.photoRefs.some((ref) => ref.use === 'hero'))
    .map(canonicalPath)
  expect(heroPages.length).toBeGreaterThan(0)
  for (const width of [320, 375, 1023]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    for (const path of heroPages) {
      await page.goto(`${site.url}${path}`)
      const hero = page.locator('main section').first()
      await expect(hero.locator('picture img'), `${path} at ${width} px`).toBeHidden()
      // Everything in the hero sits in one column, the photo's column empty and without height.
      const photoColumn = await hero.locator('picture').evaluate((p) => p.parentElement!.getBoundingClientRect().height)
      expect(photoColumn, `${path} at ${width} px`).toBe(0)
    }
    await context.close()
  }
})

/** Which use a `<picture>` shows, from what it tells the browser. */
function kindOf(picture: { media: string; sizes: string }): PhotoKind {
  if (picture.media) return 'hero'
  if (picture.sizes === '80px') return 'teamPortrait'
  if (picture.sizes === photoUses.portrait.sizes) return 'portrait'
  if (picture.sizes === photoUses.body.sizes) return 'body'
  throw new Error(`a <picture> of no known use: ${JSON.stringify(picture)}`)
}

/** The pages that show photos: a photo of their own, or the attorneys' portraits. */
const photoPages = contentStore()
  .pages.filter(
    (p) =>
      p.analysis.photoRefs.length > 0 ||
      p.analysis.components.has('AttorneyList') ||
      p.analysis.components.has('TeamPreview'),
  )
  .map(canonicalPath)

const screens = [
  { name: 'phone', width: 375, pixelRatio: 2 },
  { name: 'computer', width: 1280, pixelRatio: 1 },
] as const

for (const path of photoPages)
  for (const screen of screens)
    test(`${path} at ${screen.width} px: photos within their budget, none over twice its shown size, no shift from images`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.width < 1024 ? 740 : 800 },
        deviceScaleFactor: screen.pixelRatio,
      })
      const page = await context.newPage()
      const report = await measureImages(page, path, site.url)
      await context.close()
      const total = report.fetched.reduce((n, r) => n + r.bytes, 0)
      const budget = report.pictures.reduce((n, picture) => n + PHOTO_BUDGETS[kindOf(picture)][screen.name], 0)
      console.log(
        `${path} @${screen.width}px x${screen.pixelRatio}: ${report.pictures.length} photos, ${report.fetched.length} copies fetched, ${kilobytes(total)} KB of ${kilobytes(budget)} KB`,
      )
      expect(total, JSON.stringify(report.fetched)).toBeLessThanOrEqual(budget)
      for (const image of report.shown)
        expect(image.natural, `${image.src} is shown ${image.needed} px wide`).toBeLessThanOrEqual(2 * image.needed)
      expect(report.imageShift, 'layout shift caused by images').toBe(0)
    })
