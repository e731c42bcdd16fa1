/**
 * Where a photo from content/images/ may be used, and what each use needs of it: the widths the
 * build makes (at least three), the shape it is cut to, and the smallest original that fills its
 * largest display at a phone's or laptop's pixel ratio. The image pipeline makes these copies; the
 * checks refuse an original narrower (or, for a fixed shape, lower) than `minWidth` x `minHeight`.
 */
export type PhotoUse = 'portrait' | 'body' | 'hero' | 'social'

export type PhotoUseSpec = {
  /** The widths, in pixels, of the copies the build makes (never wider than the original). */
  widths: readonly number[]
  /** Width / height of the copies, or undefined to keep the original's shape. */
  aspect?: number
  /** The smallest original width this use accepts. */
  minWidth: number
  /** The smallest original height this use accepts (only fixed shapes need one). */
  minHeight?: number
  /** The `sizes` attribute: how wide the photo is shown at each screen width. */
  sizes: string
}

export const photoUses: Record<PhotoUse, PhotoUseSpec> = {
  // Shown at most 288 CSS px wide (the attorneys page at 1024 px and over), 80 px in the team preview.
  // 240 and 360 fit a phone's 80 and 176 px at 3x and 2x: with 320 and 480 only, a 375 px phone took
  // the 480 copy of each of 12 portraits (about 154 KB; 90 KB with 360: docs/PERFORMANCE.md).
  portrait: {
    widths: [160, 240, 360, 480, 640],
    aspect: 1,
    minWidth: 480,
    minHeight: 480,
    sizes: '(min-width: 1024px) 288px, (min-width: 640px) 224px, 176px',
  },
  // In a page's text column, at most 768 CSS px wide.
  body: { widths: [480, 768, 1152, 1536], minWidth: 1152, sizes: '(min-width: 832px) 768px, calc(100vw - 2rem)' },
  // The right half of a hero from 1024 px up; on phones, a short band under the heading.
  hero: {
    widths: [480, 800, 1200, 1600],
    aspect: 4 / 3,
    minWidth: 1200,
    minHeight: 900,
    sizes: '(min-width: 1280px) 560px, (min-width: 1024px) 44vw, 100vw',
  },
  // The social-share image (og:image): one 1200 x 630 crop.
  social: { widths: [1200], aspect: 1200 / 630, minWidth: 1200, minHeight: 630, sizes: '1200px' },
}

/** The largest file an editor may keep in content/images/, in bytes (25 MB). */
export const maxPhotoBytes = 25 * 1024 * 1024

/**
 * The most pixels an original may have (50 megapixels: a phone's photo is 12 to 50) and its longest
 * side: the build decodes each original whole, and what that costs grows with its pixels, not its
 * bytes (a 3 MB PNG of 16,383 x 16,383 pixels took 1 GB and 50 s). Read from the header, never decoded.
 */
export const maxPhotoPixels = 50_000_000
export const maxPhotoSide = 12_000

/** Whether an original of this size is over either cap. */
export const overPixelCap = (width: number, height: number): boolean =>
  width * height > maxPhotoPixels || Math.max(width, height) > maxPhotoSide

/** The largest size of the same shape within both caps: what to resize such an original to. */
export function withinPixelCap(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(maxPhotoPixels / (width * height)), maxPhotoSide / Math.max(width, height))
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) }
}

/** The kinds of original the pipeline reads, by file extension. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const
