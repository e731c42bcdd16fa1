/**
 * One look per page of the specification's tables: each page loaded once, and everything the
 * specification says a visitor sees there (tests/spec/seenOnPages.ts) is visible, each link going
 * where it must. The copy, lists, counts and links of the same tables are read from the HTML in
 * tests/spec/built; axe and the layout gate look at every page in tests/e2e/pages.spec.ts.
 */
import { expect, test } from '../e2e/workerPage.ts'
import { seenOnPages } from './seenOnPages.ts'

for (const [path, seen] of seenOnPages()) {
  test(`${path} shows what the specification says a visitor sees`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200)
    for (const { what, locate, href } of seen) {
      await expect(locate(page), what).toBeVisible()
      if (href) await expect(locate(page), what).toHaveAttribute('href', href)
    }
  })
}
