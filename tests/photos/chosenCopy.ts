/**
 * Which copy a browser fetches for a `<picture>` on a given screen, from the markup alone: the first
 * `<source>` whose `media` holds (and whose type it reads), else the `<img>`; from its `srcset`, the
 * smallest width whose density (width / slot width) reaches the screen's pixel ratio, else the
 * largest. Chromium chooses so (`SelectionLogic` in html_srcset_parser.cc, now that
 * `SrcsetSelectionMatchesImageSet` is on; before it, a phone at x2 could take one width smaller,
 * never larger), and the browser check (tests/e2e/photos.spec.ts) holds it to Chromium's own choice.
 */
import type { PictureMarkup } from './pictureMarkup.ts'
import { mediaMatches, slotWidth } from './sizesAttribute.ts'

export interface Screen {
  name: 'phone' | 'computer'
  width: number
  pixelRatio: number
}

/** The screens the photo budgets are set for (tests/e2e/budgets.ts). */
export const BUDGET_SCREENS: readonly Screen[] = [
  { name: 'phone', width: 375, pixelRatio: 2 },
  { name: 'computer', width: 1280, pixelRatio: 1 },
]

export interface Candidate {
  url: string
  /** Its `w` descriptor: the copy's width in pixels. */
  width: number
}

/** The candidates of a `srcset` of width descriptors (the only kind the site writes). */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(/,\s+/)
    .filter((part) => part.trim())
    .map((part) => {
      const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(part)
      if (!match) throw new Error(`a srcset candidate without a width descriptor: "${part}"`)
      return { url: match[1] ?? '', width: Number(match[2]) }
    })
}

/** The candidate a screen of `pixelRatio` takes for a slot `slot` CSS px wide. */
export function pickCandidate(candidates: Candidate[], slot: number, pixelRatio: number): Candidate {
  const bySize = [...candidates].sort((a, b) => a.width - b.width)
  const largest = bySize.at(-1)
  if (!largest) throw new Error('an empty srcset')
  return bySize.find((c) => c.width / slot >= pixelRatio) ?? largest
}

/** The types Chromium decodes. */
const READABLE = new Set(['', 'image/avif', 'image/webp', 'image/jpeg', 'image/png'])

export interface ChosenCopy extends Candidate {
  /** How wide the browser lays the photo out, in CSS px, as `sizes` tells it. */
  slot: number
}

/** The copy the picture fetches on this screen; undefined when it fetches none (its `<img>` holds a `data:` pixel). */
export function chosenCopy(picture: PictureMarkup, screen: Screen): ChosenCopy | undefined {
  const source = picture.sources.find((s) => READABLE.has(s.type) && mediaMatches(s.media, screen.width))
  const { srcset, sizes } = source ?? { srcset: picture.img.srcset ?? '', sizes: picture.img.sizes ?? '' }
  if (!srcset) {
    const src = picture.img.src ?? ''
    if (src.startsWith('data:')) return undefined
    throw new Error(`an <img> without srcset whose copy this reader cannot size: ${src}`)
  }
  const slot = slotWidth(sizes || '100vw', screen.width)
  return { ...pickCandidate(parseSrcset(srcset), slot, screen.pixelRatio), slot }
}
