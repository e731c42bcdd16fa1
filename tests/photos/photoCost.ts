/**
 * What a page's photos cost a visitor on one screen, from its markup and the copies' sizes on disk:
 * every photo loaded (lazy ones too, as once scrolled to the end), the copy each `<picture>` fetches
 * (./chosenCopy.ts), their bytes against the sum of the photos' budgets (tests/e2e/budgets.ts), and
 * any copy over twice as wide as the photo is shown at the screen's pixel ratio.
 */
import { PHOTO_BUDGETS, type PhotoKind } from '../e2e/budgets.ts'
import { photoUses } from '../../lib/content/schema/photoUses.ts'
import { chosenCopy, type ChosenCopy, type Screen } from './chosenCopy.ts'
import type { PictureMarkup } from './pictureMarkup.ts'

/** Which use a `<picture>` shows, from what it tells the browser. */
export function kindOf(picture: PictureMarkup): PhotoKind {
  const first = picture.sources[0]
  const sizes = first?.sizes || picture.img.sizes || ''
  if (first?.media) return 'hero'
  if (sizes === '80px') return 'teamPortrait'
  if (sizes === photoUses.portrait.sizes) return 'portrait'
  if (sizes === photoUses.body.sizes) return 'body'
  throw new Error(`a <picture> of no known use: ${JSON.stringify(picture)}`)
}

export interface PhotoCost {
  screen: Screen
  /** Each copy fetched, with its bytes. */
  fetched: (ChosenCopy & { kind: PhotoKind; bytes: number })[]
  total: number
  budget: number
  /** The copies wider than twice the photo's shown width times the pixel ratio. */
  oversized: ChosenCopy[]
}

/** `bytesOf` gives a copy's size from its address (`/photos/...`). */
export function photoCost(pictures: PictureMarkup[], screen: Screen, bytesOf: (url: string) => number): PhotoCost {
  const fetched: PhotoCost['fetched'] = []
  let budget = 0
  for (const picture of pictures) {
    const kind = kindOf(picture)
    budget += PHOTO_BUDGETS[kind][screen.name]
    const copy = chosenCopy(picture, screen)
    if (copy) fetched.push({ ...copy, kind, bytes: bytesOf(copy.url) })
  }
  return {
    screen,
    fetched,
    total: fetched.reduce((sum, copy) => sum + copy.bytes, 0),
    budget,
    oversized: fetched.filter((copy) => copy.width > 2 * Math.ceil(copy.slot * screen.pixelRatio)),
  }
}

export const kilobytes = (bytes: number) => Math.round(bytes / 1024)

/** One line for the log: what a page's photos weigh on a screen. */
export const costLine = (what: string, cost: PhotoCost) =>
  `${what} @${cost.screen.width}px x${cost.screen.pixelRatio}: ${cost.fetched.length} copies, ${kilobytes(cost.total)} KB of ${kilobytes(cost.budget)} KB`
