/** axe-core (WCAG 2.2 AA) for the browser tests, with failures printed one readable line per problem. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe on the page, or only inside `include`, and describes each violation as
 * `where: [impact] rule-id: help` followed by the selectors of the failing elements.
 */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map((v) => {
    const nodes = v.nodes.map(
      (n) => `      ${n.target.join(' ')}${n.failureSummary ? ` -- ${firstReason(n.failureSummary)}` : ''}`,
    )
    return `${where}: [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n${nodes.join('\n')}`
  })
}

function firstReason(summary: string): string {
  return (
    summary
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !/^Fix (any|all) of the following:$/.test(l))[0] ?? ''
  )
}

/**
 * Waits for running CSS transitions and finite time-based animations, so axe sees the state's final
 * colours. Scroll-driven animations (the phone's action bar) are tied to scrolling, not time: their
 * `finished` never settles while the page is still, so only animations on the document's clock count.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline instanceof DocumentTimeline)
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}
