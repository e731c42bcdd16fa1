/**
 * The layout gate's two checks, each returning what is wrong (empty when all is well) so a test
 * can gather every screen's problems and report them together.
 */
import type { Page } from '@playwright/test'
import { describeClipped, describeOverflow, findLayoutProblems } from './layoutProblems.ts'
import { layOutEverythingCss, nextFrame, setTestStyle } from './visitorSettings.ts'

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
