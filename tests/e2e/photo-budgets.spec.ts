/**
 * The photos of the main build, read from dist/ without a browser: what each page that shows photos
 * (both languages) costs a phone and a computer, from its `<picture>` markup and the copies' sizes on
 * disk (tests/photos/photoCost.ts, against tests/e2e/budgets.ts), and that no original of
 * content/images/ is served. The browser's side: tests/e2e/photos.spec.ts.
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
import { BUDGET_SCREENS } from '../photos/chosenCopy.ts'
import { costLine, photoCost } from '../photos/photoCost.ts'

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
