/**
 * What a page's photos cost a visitor, measured in Chromium: the bytes of every photo copy the
 * page fetched once scrolled to its end (so every lazy photo has loaded), each shown photo's size
 * against the copy the browser chose, and the layout shifts images caused.
 */
import type { Page } from '@playwright/test'

export interface ImageReport {
  /** Bytes of each photo copy fetched, by address (without the origin). */
  fetched: { url: string; bytes: number }[]
  /** What each `<picture>` of the page shows: its `media` (a hero's), and its `sizes`. */
  pictures: { media: string; sizes: string }[]
  /** Each `<img>` on screen: the copy's width against its shown width times the pixel ratio. */
  shown: { src: string; natural: number; needed: number }[]
  /** The sum of the layout shifts whose moved elements include an image. */
  imageShift: number
}

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

export async function measureImages(page: Page, path: string, origin: string): Promise<ImageReport> {
  const fetched: ImageReport['fetched'] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image' || !response.url().includes('/photos/')) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    fetched.push({ url: response.url().replace(origin, ''), bytes: body.length })
  })
  await watchLayoutShifts(page)
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  // Down the page a screen at a time, so each lazy photo comes into view and loads.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const screen = page.viewportSize()?.height ?? 800
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
  const { shown, imageShift, pictures } = await page.evaluate(() => {
    const ratio = window.devicePixelRatio
    const images = [...document.images].filter(
      (i) => i.complete && i.currentSrc.includes('/photos/') && i.clientWidth > 0,
    )
    return {
      shown: images.map((i) => ({
        src: i.currentSrc.replace(location.origin, ''),
        natural: i.naturalWidth,
        needed: Math.ceil(i.clientWidth * ratio),
      })),
      imageShift: (window as unknown as { imageShift: number }).imageShift,
      pictures: [...document.querySelectorAll('picture')].map((p) => ({
        media: p.querySelector('source')?.media ?? '',
        sizes: p.querySelector('source')?.sizes ?? p.querySelector('img')?.sizes ?? '',
      })),
    }
  })
  return { fetched, shown, imageShift, pictures }
}

export const kilobytes = (bytes: number) => Math.round(bytes / 1024)
