/** Screenshots of /legal-glossary and /faq at phone and desktop widths (tests/screenshots/, not committed). */
import { expect, test } from '@playwright/test'

const shots = [
  { name: 'legal-glossary', url: '/legal-glossary?q=neglegence' },
  { name: 'legal-glossary-empty', url: '/legal-glossary?q=qwxzv&category=Medical+Law' },
  { name: 'faq', url: '/faq' },
  { name: 'faq-glossary-search', url: '/faq?q=insurance&tab=glossary' },
]

for (const width of [375, 1280]) {
  for (const shot of shots) {
    test(`${shot.name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(shot.url)
      await page.locator('input[type=search]:enabled').waitFor()
      if (shot.name === 'faq') await page.locator('[data-island] summary').first().click()
      await page.waitForTimeout(300)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
      await page.screenshot({ path: `tests/screenshots/${shot.name}-${width}.png`, fullPage: width !== 375 })
    })
  }
}
