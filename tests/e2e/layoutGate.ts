/**
 * The layout gate's two checks, each returning what is wrong (empty when all is well) so a test
 * can gather every screen's problems and report them together.
 */
import type { Locator, Page } from '@playwright/test'
import { describeClipped, describeOverflow, findLayoutProblems } from './layoutProblems.ts'
import { layoutViewports } from './layoutViewports.ts'
import { layOutEverythingCss, nextFrame, setTestStyle } from './visitorSettings.ts'

/** The overflow problems at each of the gate's screens, reached by resizing the page as it is. */
export async function everyScreenProblems(page: Page, where = ''): Promise<string[]> {
  const problems: string[] = []
  for (const viewport of layoutViewports) {
    await page.setViewportSize(viewport)
    problems.push(...await overflowProblems(page, `${where}at ${viewport.name}`))
  }
  return problems
}

/** A panel that scrolls itself (the drawer, the dialog's frame) must not scroll sideways: its content is judged against its own width. */
export async function sidewaysScrollProblems(scroller: Locator, where: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
  return scrollWidth > clientWidth ? [`${where}: the panel scrolls sideways, ${scrollWidth}px of content in ${clientWidth}px`] : []
}

/** WCAG 1.4.10: nothing wider than the screen, as the visitor sees the page and with every box laid out. */
export async function overflowProblems(page: Page, where: string): Promise<string[]> {
  await nextFrame(page)
  // As seen: a box that content-visibility: auto skips still claims its intrinsic size, a cause of overflow itself.
  const seen = await findLayoutProblems(page)
  await setTestStyle(page, 'lay-out-everything', layOutEverythingCss)
  const everything = await findLayoutProblems(page)
  await setTestStyle(page, 'lay-out-everything', null)
  const problems: string[] = []
  if (seen.scrollWidth > seen.clientWidth || seen.offenders.length) problems.push(describeOverflow(`${where} (as seen)`, seen))
  if (everything.scrollWidth > everything.clientWidth || everything.offenders.length) problems.push(describeOverflow(`${where} (every box laid out)`, everything))
  return problems
}

/** WCAG 1.4.12: no text cut off by a box that hides its overflow, with every box laid out. */
export async function clippingProblems(page: Page, where: string): Promise<string[]> {
  await setTestStyle(page, 'lay-out-everything', layOutEverythingCss)
  const found = await findLayoutProblems(page)
  await setTestStyle(page, 'lay-out-everything', null)
  return found.clipped.length ? [describeClipped(where, found)] : []
}
