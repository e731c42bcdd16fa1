/** The core pages at phone and desktop widths: no sideways scrolling, and the full page as PNGs in tests/screenshots/ (not committed) to look at. */
import { expect, test } from '@playwright/test'

const pages = [
  { name: 'home', url: '/' },
  { name: 'practice-areas', url: '/practice-areas' },
  { name: 'contact', url: '/contact' },
  { name: 'attorney-referrals', url: '/attorney-referrals' },
  { name: 'current-clients', url: '/current-clients' },
  { name: 'government-claims', url: '/government-claims' },
]

for (const width of [375, 1280]) {
  for (const shot of pages) {
    test(`${shot.name} at ${width}px has no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(shot.url)
      // Lazy images load as they come into view: bring every one in before the full-page shot.
      for (const img of await page.locator('main img[loading="lazy"]').all()) {
        await img.scrollIntoViewIfNeeded()
        await expect(img).toHaveJSProperty('complete', true)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
      // Full height in parts, each small enough to look at.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const part = width === 375 ? 1400 : 1600
      for (let y = 0, i = 1; y < height; y += part, i++) {
        await page.screenshot({
          path: `tests/screenshots/core-${shot.name}-${width}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(part, height - y) },
        })
      }
    })
  }
}
