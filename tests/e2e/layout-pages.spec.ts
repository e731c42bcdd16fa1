/**
 * Every page of the build and the 404 page, on every screen (WCAG 1.4.10, 1.4.12, 1.4.4): no
 * sideways scrolling at 320, 360, 375 and 414px or at 1280px zoomed to 200%; no text cut off with
 * the spacing of 1.4.12; and both again at 375px with the browser's text size at 200%.
 * One page load per page: the screens are reached by resizing. Writes the top of each page at
 * 320px to tests/screenshots/layout-320-*.png (not committed) to look at.
 */
import { expect, test } from '@playwright/test'
import { clippingProblems, everyScreenProblems, overflowProblems } from './layoutGate.ts'
import { builtPagePaths, layoutViewports } from './layoutViewports.ts'
import { setTestStyle, setTextSize, textSpacingCss } from './visitorSettings.ts'

test.use({ deviceScaleFactor: 2 })

for (const path of builtPagePaths()) {
  test(`${path} fits every screen, with wider text spacing and with text at 200%`, async ({ page }) => {
    const problems: string[] = []
    await page.setViewportSize(layoutViewports[0]!)
    await page.goto(path)
    await page.screenshot({
      path: `tests/screenshots/layout-320-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`,
      scale: 'css',
    })
    problems.push(...(await everyScreenProblems(page)))

    await page.setViewportSize(layoutViewports[0]!)
    await setTestStyle(page, 'text-spacing', textSpacingCss)
    problems.push(...(await clippingProblems(page, 'at 320px with text spacing')))
    await setTestStyle(page, 'text-spacing', null)

    await page.setViewportSize({ width: 375, height: 667 })
    await setTextSize(page, 200)
    problems.push(...(await overflowProblems(page, 'with text at 200%')))
    await setTestStyle(page, 'text-spacing', textSpacingCss)
    problems.push(...(await clippingProblems(page, 'at 375px with text at 200% and text spacing')))
    expect(problems.length, `${path}:\n${problems.join('\n')}`).toBe(0)
  })
}
