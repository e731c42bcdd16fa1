import { expect, type Page } from '@playwright/test'

/** The page's main content has one h1 and never skips a heading level going down. */
export async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) => els.map((el) => Number(el.tagName[1])))
  expect(levels.filter((l) => l === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i + 1} (h${level}) follows an h${levels[i - 1]}`).toBeLessThanOrEqual(
        (levels[i - 1] ?? 1) + 1,
      )
  })
}
