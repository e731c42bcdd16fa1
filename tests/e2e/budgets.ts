/** Speed budgets checked on every build (docs/PERFORMANCE.md). */
export const JS_BUDGET_GZIP = 90 * 1024
export const CSS_BUDGET_GZIP = 15 * 1024
/** The page's HTML: its first paint waits for it (the largest today, /faq, is about 15 KB). */
export const HTML_BUDGET_GZIP = 20 * 1024

/**
 * What one photo may cost where it is shown, on a phone (375 px wide, pixel ratio 2) and a
 * computer (1280 px, ratio 1): a page's photo budget is the sum over the photos it shows, so the
 * attorneys page with 12 portraits may fetch 120 KB of photos at 375 px. Checked with every photo
 * loaded, from the markup and the copies' sizes (tests/photos/photoCost.ts): on the photo-like
 * fixtures, every attorney with a portrait (tests/unit/photoFixtureCopies.test.ts), and on the
 * build's own photos (tests/e2e/photo-budgets.spec.ts); the measured figures are in docs/PERFORMANCE.md.
 */
export const PHOTO_BUDGETS = {
  /** The attorneys page: 176 to 288 CSS px. */
  portrait: { phone: 10 * 1024, computer: 10 * 1024 },
  /** The home page's team preview: 80 CSS px. */
  teamPortrait: { phone: 4 * 1024, computer: 4 * 1024 },
  /** Only from 1024 px: a phone fetches none of it. */
  hero: { phone: 0, computer: 60 * 1024 },
  /** `<Photo>` in a page's text, at most 768 CSS px. */
  body: { phone: 40 * 1024, computer: 60 * 1024 },
} as const

export type PhotoKind = keyof typeof PHOTO_BUDGETS
