/**
 * The photos of the main build (the one `npm test` makes, served at BASE_URL).
 * From dist/client, without a browser: what each page's photos cost a phone and a computer (its
 * `<picture>` markup and the copies' sizes: tests/photos/), and that no original is served.
 * In Chromium, one load per page with a photo of its own and screen width: the hero's photo first
 * and never lazy from 1024 px, taking no room and no bytes below; every photo under the first screen
 * lazy; no layout shift from images once every photo has loaded; each copy the one the budgets
 * reckon with (tests/photos/chosenCopy.ts) and at most twice its laid-out width.
 * The fixture photos (a portrait for every attorney, one stored sideways) go through the image
 * build in tests/unit/photoFixtureCopies.test.ts.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { canonicalPath } from '../../lib/content/entries.ts'
import { sitePages } from '../../lib/content/languages.ts'
import { imagesDir } from '../../lib/content/read/photoFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { builtBytes, builtPictures, photoPages, showsOwnPhoto } from '../photos/builtPhotoPages.ts'
import { BUDGET_SCREENS, chosenCopy, parseSrcset, type Screen } from '../photos/chosenCopy.ts'
import { costLine, photoCost } from '../photos/photoCost.ts'
import { picturesIn } from '../photos/pictureMarkup.ts'
import { imageShift, photoImages, scrollToEnd, watchLayoutShifts } from './photoMeasure.ts'

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(dir, name)).isFile())

test.describe('the built photos, read from dist/', () => {
  test('each page’s photos within their budget on a phone and a computer, none over twice its shown size', () => {
    const content = contentStore()
    const own = new Set(sitePages(content).filter(showsOwnPhoto).map(canonicalPath))
    expect(own.size).toBeGreaterThan(0)
    for (const address of photoPages(content)) {
      const pictures = builtPictures(address)
      if (own.has(address)) expect(pictures.length, `${address} shows its photo`).toBeGreaterThan(0)
      for (const screen of BUDGET_SCREENS) {
        const cost = photoCost(pictures, screen, builtBytes)
        console.log(costLine(address, cost))
        expect.soft(cost.total, `${address}: ${JSON.stringify(cost.fetched)}`).toBeLessThanOrEqual(cost.budget)
        expect.soft(cost.oversized, address).toEqual([])
      }
    }
  })

  test('no original is served: none of content/images/ is in dist/, by name or by bytes', () => {
    const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
    const originalsDir = imagesDir(contentStore().dir)
    const originals = new Set(filesUnder(originalsDir).map((name) => digest(path.join(originalsDir, name))))
    expect(originals.size).toBeGreaterThan(0)
    for (const name of filesUnder('dist')) {
      expect(name).not.toMatch(/content\/images/)
      if (/\.(jpe?g|png|webp|avif)$/i.test(name))
        expect(originals.has(digest(path.join('dist', name))), name).toBe(false)
    }
  })
})

/** The widths the hero changes at (1024 px), a phone's at pixel ratio 2, and the budgets' computer. */
const screens: Screen[] = [
  { name: 'phone', width: 320, pixelRatio: 2 },
  { name: 'phone', width: 375, pixelRatio: 2 },
  { name: 'phone', width: 1023, pixelRatio: 1 },
  { name: 'computer', width: 1280, pixelRatio: 1 },
]

for (const address of contentStore().pages.filter(showsOwnPhoto).map(canonicalPath))
  for (const screen of screens)
    test(`${address} at ${screen.width} px: the hero first or not at all, the rest lazy, no shift from images`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.width < 1024 ? 740 : 800 },
        deviceScaleFactor: screen.pixelRatio,
      })
      const page = await context.newPage()
      const requested = new Set<string>()
      page.on('request', (request) => requested.add(new URL(request.url()).pathname))
      await watchLayoutShifts(page)
      await page.goto(address)
      const firstScreen = page.viewportSize()?.height ?? 0
      const loaded = await photoImages(page)
      expect(loaded.length, 'photos on the page').toBeGreaterThan(0)
      const notFetched: string[] = []
      for (const image of loaded) {
        const where = `${image.currentSrc || image.picture.slice(0, 160)} (top ${Math.round(image.top)})`
        if (image.hero && screen.width >= 1024) {
          expect(image.loading, where).not.toBe('lazy')
          expect(image.fetchPriority, where).toBe('high')
          expect(image.top, where).toBeLessThan(firstScreen)
          expect(image.complete, `${where} has loaded with the page`).toBe(true)
        } else if (image.hero) {
          // Below 1024 px the photo's column is empty and without height, and none of its copies is fetched.
          expect([image.shown, image.columnHeight], where).toEqual([0, 0])
          const [markup] = picturesIn(image.picture, 'fragment')
          notFetched.push(...(markup?.sources ?? []).flatMap((s) => parseSrcset(s.srcset).map((c) => c.url)))
        } else if (image.top >= firstScreen) expect(image.loading, where).toBe('lazy')
      }
      await scrollToEnd(page)
      expect(await imageShift(page), 'layout shift caused by images').toBe(0)
      expect(
        notFetched.filter((url) => requested.has(url)),
        `fetched at ${screen.width} px`,
      ).toEqual([])
      for (const image of await photoImages(page)) {
        const [markup] = picturesIn(image.picture, 'fragment')
        const expected = markup && chosenCopy(markup, screen)
        expect(image.currentSrc, 'the copy Chromium took is the one the budgets count').toBe(expected?.url ?? '')
        if (!expected || !image.complete) continue
        // The copy's own width (Chromium's naturalWidth is its width over its density: about the slot's).
        const needed = Math.ceil(image.shown * screen.pixelRatio)
        expect(expected.width, `${image.currentSrc} is shown ${needed} px wide`).toBeLessThanOrEqual(2 * needed)
      }
      await context.close()
    })
