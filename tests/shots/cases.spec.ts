/** Three case landing pages at 375px and 1280px, full page, as tests/screenshots/cases-*.png to look at (not committed). */
import { expect, test } from '@playwright/test'

for (const width of [375, 1280]) {
  for (const path of ['/car-accident-lawyer', '/airport-accident-lawyer', '/dog-bite-lawyer']) {
    test(`screenshot of ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `tests/screenshots/cases${path.replace(/\//g, '-')}-${width}.png`, fullPage: true })
    })
  }
}
