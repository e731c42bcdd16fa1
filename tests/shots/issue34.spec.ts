/**
 * Issue 34's before/after pictures: the home, car accident, attorneys and Spanish home pages at 375
 * and 1280 px, full page, written as WebP (sharp) to SHOTS_DIR (tests/screenshots/ by default)
 * as `<prefix>-<page>-<width>.webp`, SHOTS_PREFIX naming the build ("after" by default). On demand:
 * `npm run screenshots -- tests/shots/issue34.spec.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { test } from '@playwright/test'

const dir = process.env.SHOTS_DIR ?? 'tests/screenshots'
const prefix = process.env.SHOTS_PREFIX ?? 'after'
const pages = {
  home: '/',
  'car-accident-lawyer': '/car-accident-lawyer',
  attorneys: '/personal-injury-attorneys',
  es: '/es',
}

/** WebP's limit on a side: a taller page is scaled down to fit. */
const WEBP_MAX = 16_383

/**
 * A lossy WebP under 400 KB: a long page's text costs bytes, so the quality drops first, then the
 * scale (to 3/4, then 1/2: still readable to judge the layout).
 */
async function small(png: Buffer): Promise<Buffer> {
  const { height = 0 } = await sharp(png).metadata()
  let out = png
  for (const [scale, quality] of [
    [1, 70],
    [1, 50],
    [0.75, 60],
    [0.5, 60],
  ] as const) {
    out = await sharp(png)
      .resize({ height: Math.min(Math.floor(height * scale), WEBP_MAX) })
      .webp({ quality, effort: 6 })
      .toBuffer()
    if (out.length < 400_000) break
  }
  return out
}

for (const width of [375, 1280])
  for (const [name, path] of Object.entries(pages))
    test(`${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1024 ? 667 : 800 })
      await page.goto(path)
      // Lazy photos load before the full-page picture is taken.
      await page.evaluate(async () => {
        for (const img of document.querySelectorAll('img')) img.loading = 'eager'
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
      })
      const png = await page.screenshot({ fullPage: true })
      mkdirSync(dir, { recursive: true })
      writeFileSync(`${dir}/${prefix}-${name}-${width}.webp`, await small(png))
    })
