/**
 * The photo fixtures (a portrait stored sideways with EXIF and GPS, photo-like JPEGs, a cut-out
 * PNG with transparency) through the site's own image build, in this process
 * (tests/photos/fixtureCopies.ts); the portrait, hero and text photo components rendered with their
 * facts (tests/photos/fixturePages.ts); and what those photos cost a phone and a computer, computed
 * from the markup and the copies' sizes (tests/photos/photoCost.ts) against tests/e2e/budgets.ts.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCopyName, photoCopies } from '../../lib/content/schema/photoCopies.ts'
import { photoUses } from '../../lib/content/schema/photoUses.ts'
import { TEAM_PREVIEW_COUNT } from '../../lib/content/schema/componentProps.ts'
import { BUDGET_SCREENS, parseSrcset } from '../photos/chosenCopy.ts'
import { FIXTURE_ORIGINALS, makeFixtureCopies, type FixtureCopies, type FixtureName } from '../photos/fixtureCopies.ts'
import { renderFixturePages, type FixturePages } from '../photos/fixturePages.ts'
import { costLine, photoCost } from '../photos/photoCost.ts'
import { picturesIn } from '../photos/pictureMarkup.ts'

let copies: FixtureCopies
let pages: FixturePages
let names: string[]
const photosDir = () => path.join(copies.siteDir, 'photos')
const fixtures = Object.keys(FIXTURE_ORIGINALS) as FixtureName[]

beforeAll(async () => {
  // About 70 encodes when the image cache is cold (a fresh clone), a few seconds once it has them.
  copies = await makeFixtureCopies()
  pages = renderFixturePages(copies.facts)
  names = readdirSync(photosDir())
}, 600_000)
afterAll(() => copies?.remove())

describe('the fixture originals through the image build', () => {
  it('makes each use its copies: AVIF, WebP and a JPEG (a PNG for transparency), at three widths or more of the use', () => {
    expect(copies.report.problems).toEqual([])
    const expected: string[] = []
    for (const name of fixtures) {
      const { use } = FIXTURE_ORIGINALS[name]
      const facts = copies.facts[name]
      const made = names.map(parseCopyName).filter((copy) => copy?.hash === facts.hash)
      const fallback = name === 'cutOut' ? 'png' : 'jpeg'
      expect([...new Set(made.map((copy) => copy?.format))].sort(), name).toEqual(['avif', fallback, 'webp'].sort())
      const widths = [...new Set(made.map((copy) => copy?.width ?? 0))].sort((a, b) => a - b)
      expect(widths.length, name).toBeGreaterThanOrEqual(3)
      for (const width of widths) expect(photoUses[use].widths, name).toContain(width)
      expect(made, name).toHaveLength(widths.length * 3)
      expected.push(...photoCopies(facts, use).map((copy) => copy.url.replace('/photos/', '')))
    }
    // Nothing else: no original, no copy no page names.
    expect([...names].sort()).toEqual(expected.sort())
  })

  it('writes each copy at its size, cut to its use, never wider than the original, sRGB, without EXIF, XMP or IPTC', async () => {
    for (const name of names) {
      const copy = parseCopyName(name)
      const fixture = fixtures.find((f) => copies.facts[f].hash === copy?.hash)
      if (!copy || !fixture) throw new Error(`a copy of no fixture: ${name}`)
      const { aspect } = photoUses[FIXTURE_ORIGINALS[fixture].use]
      const original = copies.facts[fixture]
      const meta = await sharp(path.join(photosDir(), name)).metadata()
      expect({ name, width: meta.width, height: meta.height, format: meta.format }).toEqual({
        name,
        width: copy.width,
        height: copy.height,
        format: copy.format === 'jpeg' ? 'jpeg' : copy.format === 'avif' ? 'heif' : copy.format,
      })
      expect(copy.width, name).toBeLessThanOrEqual(original.width)
      expect(copy.width / copy.height, name).toBeCloseTo(aspect ?? original.width / original.height, 2)
      expect({ name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, space: meta.space }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        space: 'srgb',
      })
      expect(meta.orientation ?? 1, name).toBe(1)
    }
  })

  it('serves the portrait a phone stored on its side upright, in every format', async () => {
    const { hash } = copies.facts.sideways
    for (const ext of ['avif', 'webp', 'jpg']) {
      const { data, info } = await sharp(path.join(photosDir(), `${hash}-640x640.${ext}`))
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixel = (y: number) => [...data.subarray((y * info.width + info.width / 2) * info.channels).subarray(0, 3)]
      const [topRed = 0, , topBlue = 0] = pixel(10)
      const [bottomRed = 0, , bottomBlue = 0] = pixel(info.height - 10)
      expect({ ext, top: topRed > 150 && topBlue < 90, bottom: bottomBlue > 120 && bottomRed < 60 }).toEqual({
        ext,
        top: true,
        bottom: true,
      })
    }
  })

  it('copies no original: none of the originals’ bytes is among the copies', () => {
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
    const originals = new Set(Object.values(copies.originals).map(digest))
    for (const name of names)
      expect(originals.has(digest(readFileSync(path.join(photosDir(), name)))), name).toBe(false)
  })
})

describe('the photos as the components write them', () => {
  const onlyPicture = (html: string) => {
    const [picture, ...more] = picturesIn(html, 'fragment')
    if (!picture || more.length) throw new Error(`not one <picture>: ${html}`)
    return picture
  }
  const sourceTypes = (html: string) => picturesIn(html, 'fragment').map((p) => p.sources.map((s) => s.type))
  /** Every copy a `<picture>` names exists among the fixture copies. */
  const expectMade = (html: string) => {
    for (const picture of picturesIn(html, 'fragment'))
      for (const srcset of [...picture.sources.map((s) => s.srcset), picture.img.srcset ?? ''])
        for (const { url } of srcset ? parseSrcset(srcset) : [])
          expect(names, url).toContain(url.replace('/photos/', ''))
  }

  it('shows every attorney’s portrait as AVIF and WebP with a JPEG or PNG fallback, at three widths or more, with its size, name and lazy loading', () => {
    const pictures = picturesIn(pages.attorneyList, 'fragment')
    expect(pictures).toHaveLength(pages.facts.attorneys.length)
    for (const [i, { sources, img }] of pictures.entries()) {
      expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
      for (const srcset of [...sources.map((s) => s.srcset), img.srcset ?? ''])
        expect(parseSrcset(srcset).length).toBeGreaterThanOrEqual(3)
      const fallback = pages.portraits[i]?.alpha ? 'png' : 'jpg'
      for (const { url } of parseSrcset(img.srcset ?? '')) expect(url).toMatch(new RegExp(`-\\d+x\\d+\\.${fallback}$`))
      expect([img.width, img.height]).toEqual(['640', '640'])
      expect(img.alt).toBe(pages.facts.attorneys[i]?.data.name)
      expect(img.loading).toBe('lazy')
      expect(sources.every((s) => s.sizes === photoUses.portrait.sizes)).toBe(true)
    }
    expectMade(pages.attorneyList)
  })

  it('asks for the small copies in the team preview', () => {
    const pictures = picturesIn(pages.teamPreview, 'fragment')
    expect(pictures.length).toBe(
      pages.facts.attorneys.filter((a) => a.data.featured).slice(0, TEAM_PREVIEW_COUNT).length,
    )
    for (const { sources, img } of pictures) {
      expect(sources.map((s) => s.sizes)).toEqual(['80px', '80px'])
      expect(img.loading).toBe('lazy')
    }
    expectMade(pages.teamPreview)
  })

  it('fetches the hero first, never lazily, and only from 1024 px', () => {
    expect(sourceTypes(pages.hero)).toEqual([['image/avif', 'image/webp', 'image/jpeg']])
    const { sources, img } = onlyPicture(pages.hero)
    for (const source of sources) expect(source.media).toBe('(min-width: 1024px)')
    expect(img).toMatchObject({ fetchpriority: 'high', alt: 'A beach at dusk', width: '1600', height: '1200' })
    expect(img.loading).toBeUndefined()
    expect(img.src).toMatch(/^data:image\/gif/)
    expectMade(pages.hero)
  })

  it('loads a photo in the text lazily, with its size', () => {
    expect(sourceTypes(pages.body)).toEqual([['image/avif', 'image/webp']])
    const { img } = onlyPicture(pages.body)
    expect(img).toMatchObject({
      loading: 'lazy',
      decoding: 'async',
      alt: 'The front desk',
      width: '1536',
      height: '1152',
    })
    expect(img.fetchpriority).toBeUndefined()
    expectMade(pages.body)
  })
})

describe('what the photos cost a phone (375 px, x2) and a computer (1280 px, x1)', () => {
  const parts = ['attorneyList', 'teamPreview', 'hero', 'body'] as const
  for (const part of parts)
    for (const screen of BUDGET_SCREENS)
      it(`${part}: within its budget, no copy over twice its shown size (${screen.name})`, () => {
        const bytesOf = (url: string) => statSync(path.join(copies.siteDir, url)).size
        const cost = photoCost(picturesIn(pages[part], 'fragment'), screen, bytesOf)
        console.log(costLine(part, cost))
        // A phone fetches none of the hero; every other photo, once scrolled to.
        const pictures = picturesIn(pages[part], 'fragment').length
        expect(cost.fetched).toHaveLength(part === 'hero' && screen.name === 'phone' ? 0 : pictures)
        expect(cost.total, JSON.stringify(cost.fetched)).toBeLessThanOrEqual(cost.budget)
        expect(cost.oversized).toEqual([])
      })
})
