/**
 * The layout gate's checks, each returning what is wrong (empty when all is well) so a test can
 * gather every screen's problems and report them together.
 * Overflow is judged twice: as the visitor sees the page (a box that `content-visibility: auto`
 * skips still claims its intrinsic size, itself a cause of overflow, as the glossary once showed)
 * and with every box laid out, so that elements in off-screen content are measured too.
 */
import type { Locator, Page } from '@playwright/test'
import { describeClipped, describeOverflow, findLayoutProblems } from './layoutProblems.ts'
import { layoutViewports } from './layoutViewports.ts'
import { layOutEverythingCss, nextFrame, setTestStyle, setTextSize, textSpacingCss } from './visitorSettings.ts'

type Screen = { name: string; width: number; height: number }

/**
 * WCAG 1.4.10 at each of the gate's screens, reached by resizing the page as it is. Measured with
 * every box laid out; and as seen as well where the screen holds boxes whose contents the browser may
 * skip (`content-visibility` other than `visible`): without them the two are the same layout.
 */
export async function everyScreenProblems(
  page: Page,
  where = '',
  screens: Screen[] = layoutViewports,
): Promise<string[]> {
  const problems: string[] = []
  for (const screen of screens) {
    await page.setViewportSize(screen)
    if (await hasSkippedContents(page)) problems.push(...(await seenOverflow(page, `${where}at ${screen.name}`)))
    await setTestStyle(page, 'lay-out-everything', layOutEverythingCss)
    const found = await findLayoutProblems(page, 'overflow')
    await setTestStyle(page, 'lay-out-everything', null)
    if (found.scrollWidth > found.clientWidth || found.offenders.length)
      problems.push(describeOverflow(`${where}at ${screen.name} (every box laid out)`, found))
  }
  return problems
}

/** Whether any box on the page may skip laying out its contents (the glossary's cards do, off screen). */
function hasSkippedContents(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].some((el) => getComputedStyle(el).contentVisibility !== 'visible'),
  )
}

/** The same at the current screen only. */
export function overflowProblems(page: Page, where: string): Promise<string[]> {
  const viewport = page.viewportSize()!
  return everyScreenProblems(page, `${where}, `, [{ name: `${viewport.width}px`, ...viewport }])
}

/** As seen: the page's width first (cheap), the offending elements only when it is too wide. */
async function seenOverflow(page: Page, where: string): Promise<string[]> {
  await nextFrame(page)
  const tooWide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  return tooWide ? [describeOverflow(`${where} (as seen)`, await findLayoutProblems(page, 'overflow'))] : []
}

/** WCAG 1.4.12: no text cut off by a box that hides its overflow, with every box laid out. */
export async function clippingProblems(page: Page, where: string): Promise<string[]> {
  await setTestStyle(page, 'lay-out-everything', layOutEverythingCss)
  const found = await findLayoutProblems(page, 'clipping')
  await setTestStyle(page, 'lay-out-everything', null)
  return found.clipped.length ? [describeClipped(where, found)] : []
}

/** A panel that scrolls itself (the drawer, the dialog's frame) must not scroll sideways: its content is judged against its own width. */
export async function sidewaysScrollProblems(scroller: Locator, where: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }))
  return scrollWidth > clientWidth
    ? [`${where}: the panel scrolls sideways, ${scrollWidth}px of content in ${clientWidth}px`]
    : []
}

/**
 * The whole gate on a page as loaded (WCAG 1.4.10, 1.4.12, 1.4.4): every screen; 320px with the
 * text spacing of 1.4.12; 375px with the browser's text at 200%, without and with that spacing.
 * Leaves the page as it found it (text size 100%, no test style), at 375px.
 */
export async function pageLayoutProblems(page: Page): Promise<string[]> {
  const problems = await everyScreenProblems(page)
  await page.setViewportSize(layoutViewports[0]!)
  await setTestStyle(page, 'text-spacing', textSpacingCss)
  problems.push(...(await clippingProblems(page, 'at 320px with text spacing')))
  await setTestStyle(page, 'text-spacing', null)

  await page.setViewportSize({ width: 375, height: 667 })
  await setTextSize(page, 200)
  problems.push(...(await overflowProblems(page, 'with text at 200%')))
  await setTestStyle(page, 'text-spacing', textSpacingCss)
  problems.push(...(await clippingProblems(page, 'at 375px with text at 200% and text spacing')))
  await setTestStyle(page, 'text-spacing', null)
  await setTextSize(page, 100)
  return problems
}
