/**
 * The layout gate finds what it looks for: with a fault put in by a test stylesheet, each check
 * reports it, naming the element and its size; without one, it reports nothing.
 */
import { expect, test } from '@playwright/test'
import { clippingProblems, overflowProblems } from './layoutGate.ts'
import { notFoundPath } from './layoutViewports.ts'
import { setTestStyle, textSpacingCss } from './visitorSettings.ts'

test.use({ viewport: { width: 320, height: 568 } })

test('a box wider than the screen is reported with its selector and width', async ({ page }) => {
  await page.goto(notFoundPath)
  expect(await overflowProblems(page, 'as built')).toEqual([])
  await setTestStyle(page, 'fault', 'main h1 { width: 400px }')
  const [seen] = await overflowProblems(page, 'with a wide heading')
  expect(seen).toContain('(every box laid out): page 416px wide in a 320px viewport')
  expect(seen).toMatch(/ > h1[^:]*: 400px wide, from \d+ to \d+px/)
})

test('a box that clips its text under 1.4.12 spacing is reported', async ({ page }) => {
  await page.goto(notFoundPath)
  await setTestStyle(page, 'text-spacing', textSpacingCss)
  expect(await clippingProblems(page, 'as built')).toEqual([])
  await setTestStyle(page, 'fault', 'main h1 { height: 1lh; overflow: hidden }')
  const [found] = await clippingProblems(page, 'with a fixed-height heading')
  expect(found).toMatch(/ > h1[^:]*: content \d+x\d+px in a \d+x\d+px box/)
})

test('the old glossary fault (an off-screen card claiming 22rem of width) is seen although its contents have no layout', async ({
  page,
}) => {
  await page.goto('/legal-glossary')
  await setTestStyle(
    page,
    'fault',
    '[data-search-settled] { grid-template-columns: none !important } [data-search-settled] > article { contain-intrinsic-size: auto 22rem !important }',
  )
  const problems = await overflowProblems(page, 'old glossary')
  expect(problems[0]).toMatch(/^old glossary, at 320px \(as seen\): page 4\d\dpx wide in a 320px viewport\n.*article#/)
})
