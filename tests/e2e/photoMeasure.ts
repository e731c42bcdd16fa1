/**
 * What Chromium does with a page's photos: the layout shifts images cause, and each photo's
 * `<img>` as laid out (where, how it loads, which copy it took, at what size).
 */
import type { Page } from '@playwright/test'

/** Call before `page.goto`: records layout shifts from the first paint. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { imageShift: number }
    w.imageShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        const moved = (entry.sources ?? []).map((s) => s.node).filter((n): n is Element => n instanceof Element)
        if (!entry.hadRecentInput && moved.some((n) => n.matches('img, picture') || n.querySelector('img')))
          w.imageShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum of the layout shifts that moved an image since the page opened. */
export const imageShift = (page: Page) => page.evaluate(() => (window as unknown as { imageShift: number }).imageShift)

/**
 * Down the page a screen at a time, so each lazy photo comes into view and loads. Each step is
 * instant: the site scrolls smoothly (`scroll-behavior`), and a smooth step held the page's next
 * script about half a second (10 s for the attorneys page at 375 px, against 0.25 s).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const screen = page.viewportSize()?.height ?? 800
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
}

export interface PhotoImage {
  /** The `<picture>`'s markup, to read as the build wrote it. */
  picture: string
  /** Its top, from the top of the page, in CSS px. */
  top: number
  /** In the page's first section: the hero's photo. */
  hero: boolean
  loading: string
  fetchPriority: string
  complete: boolean
  /** The copy it took (a path), empty before it loads. */
  currentSrc: string
  /** Its laid-out width, in CSS px. */
  shown: number
  /** The height of the box the `<picture>` sits in: 0 where the photo takes no room. */
  columnHeight: number
}

/** Every `<img>` inside a `<picture>` of the page. */
export function photoImages(page: Page): Promise<PhotoImage[]> {
  return page.locator('picture img').evaluateAll((images: HTMLImageElement[]) =>
    images.map((img) => {
      const picture = img.parentElement as HTMLElement
      const currentSrc = img.currentSrc.startsWith(location.origin) ? new URL(img.currentSrc).pathname : ''
      return {
        picture: picture.outerHTML,
        top: img.getBoundingClientRect().top + window.scrollY,
        hero: img.closest('main section') === document.querySelector('main section'),
        loading: img.loading,
        fetchPriority: img.fetchPriority,
        complete: img.complete && img.naturalWidth > 1,
        currentSrc,
        shown: img.clientWidth,
        columnHeight: picture.parentElement?.getBoundingClientRect().height ?? 0,
      }
    }),
  )
}

/**
 * The laid-out width of each attorney's portrait box, found by the initials it shows under (or
 * instead of) a photo: in the attorneys list (`article#<anchor>`) or the team preview (the card
 * linking to the attorney, `href` as components/attorneys/attorneyHref.ts makes it), for the attorneys given.
 */
export async function portraitBoxWidths(
  page: Page,
  where: 'list' | 'preview',
  attorneys: { anchor: string; href: string; letters: string }[],
): Promise<number[]> {
  const widths: number[] = []
  for (const { anchor, href, letters } of attorneys) {
    const card =
      where === 'list'
        ? page.locator(`article#${anchor}`)
        : page.locator('li', { has: page.locator(`a[href$="${href}"]`) })
    const box = card.getByText(letters, { exact: true }).first()
    widths.push(await box.evaluate((span) => span.parentElement?.getBoundingClientRect().width ?? 0))
  }
  return widths
}
