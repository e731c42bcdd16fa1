/**
 * The photos of the main build (the one `npm test` makes, served at BASE_URL) in Chromium, one load
 * per page that shows photos and screen width: the hero's photo first and never lazy from 1024 px,
 * taking no room and no bytes below; every photo under the first screen lazy; at the budgets'
 * screens (375 px x2, 1280 px), no layout shift from images once scrolled to the end; each copy the
 * one the budgets reckon with (tests/photos/chosenCopy.ts) and at most twice its laid-out width; and
 * each attorney's portrait box as wide as its `sizes` says, the width the budgets reckon portraits at.
 * What the photos cost, from dist/client without a browser: tests/e2e/photo-budgets.spec.ts; the
 * fixture photos (a portrait for every attorney, one stored sideways) through the image build:
 * tests/unit/photoFixtureCopies.test.ts.
 */
import { expect, type Page, test } from '@playwright/test'
import { attorneysInOrder, canonicalPath } from '../../lib/content/entries.ts'
import { TEAM_PREVIEW_COUNT } from '../../lib/content/schema/componentProps.ts'
import { photoUses } from '../../lib/content/schema/photoUses.ts'
import { attorneyHref } from '../../components/attorneys/attorneyHref.ts'
import { entryPageUrl } from '../../lib/content/routes.ts'
import { contentStore } from '../../lib/content/store.ts'
import { initials } from '../../components/ui/initials.ts'
import { showsOwnPhoto, showsPortraits } from '../photos/builtPhotoPages.ts'
import { BUDGET_SCREENS, chosenCopy, parseSrcset, type Screen } from '../photos/chosenCopy.ts'
import { picturesIn } from '../photos/pictureMarkup.ts'
import { slotWidth } from '../photos/sizesAttribute.ts'
import { imageShift, photoImages, portraitBoxWidths, scrollToEnd, watchLayoutShifts } from './photoMeasure.ts'

/** The widths the hero changes at (1024 px), a phone's at pixel ratio 2, and the budgets' computer. */
const screens: Screen[] = [
  { name: 'phone', width: 320, pixelRatio: 2 },
  { name: 'phone', width: 375, pixelRatio: 2 },
  { name: 'phone', width: 1023, pixelRatio: 1 },
  { name: 'computer', width: 1280, pixelRatio: 1 },
]

const attorneys = attorneysInOrder(contentStore()).map((a) => ({
  anchor: a.anchor,
  href: attorneyHref('', { anchor: a.anchor, url: entryPageUrl(contentStore(), 'attorneys', a.slug, 'en') }),
  letters: initials(a.data.name),
  featured: a.data.featured,
}))

/** Each portrait box of the page on this screen, against the width its `sizes` gives. */
async function portraitBoxes(page: Page, screen: Screen, list: boolean, preview: boolean) {
  const boxes = []
  if (list) {
    const slot = slotWidth(photoUses.portrait.sizes, screen.width)
    for (const width of await portraitBoxWidths(page, 'list', attorneys)) boxes.push({ width, slot })
  }
  if (preview) {
    const featured = attorneys.filter((a) => a.featured).slice(0, TEAM_PREVIEW_COUNT)
    // AttorneyPortrait's small size asks for 80 px (the team-preview budget, tests/photos/photoCost.ts).
    for (const width of await portraitBoxWidths(page, 'preview', featured)) boxes.push({ width, slot: 80 })
  }
  return boxes
}

for (const entry of contentStore().pages.filter((p) => showsOwnPhoto(p) || showsPortraits(p))) {
  const address = canonicalPath(entry)
  const ownPhoto = showsOwnPhoto(entry)
  const list = entry.analysis.components.has('AttorneyList')
  const preview = entry.analysis.components.has('TeamPreview')
  // Portraits alone are held to the budgets' screens; a page's own photo to the hero's widths too.
  const widths = ownPhoto ? screens : screens.filter((s) => BUDGET_SCREENS.some((b) => b.width === s.width))
  for (const screen of widths)
    test(`${address} at ${screen.width} px: the hero first or not at all, the rest lazy, no shift from images, portraits as wide as their sizes`, async ({
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
      if (ownPhoto) expect(loaded.length, 'photos on the page').toBeGreaterThan(0)
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
      for (const box of await portraitBoxes(page, screen, list, preview))
        expect(
          Math.abs(box.width - box.slot),
          `a portrait box ${box.width} px wide, sizes says ${box.slot}`,
        ).toBeLessThanOrEqual(1)
      // At the budgets' screens, down to the end so every lazy photo loads; elsewhere the first screen.
      if (BUDGET_SCREENS.some((b) => b.width === screen.width)) {
        await scrollToEnd(page)
        expect(await imageShift(page), 'layout shift caused by images').toBe(0)
      }
      expect(
        notFetched.filter((url) => requested.has(url)),
        `fetched at ${screen.width} px`,
      ).toEqual([])
      for (const image of await photoImages(page)) {
        const [markup] = picturesIn(image.picture, 'fragment')
        const expected = markup && chosenCopy(markup, screen)
        if (!image.complete && !image.currentSrc) continue
        expect(image.currentSrc, 'the copy Chromium took is the one the budgets count').toBe(expected?.url ?? '')
        if (!expected || !image.complete) continue
        // The copy's own width (Chromium's naturalWidth is its width over its density: about the slot's).
        const needed = Math.ceil(image.shown * screen.pixelRatio)
        expect(expected.width, `${image.currentSrc} is shown ${needed} px wide`).toBeLessThanOrEqual(2 * needed)
      }
      await context.close()
    })
}
