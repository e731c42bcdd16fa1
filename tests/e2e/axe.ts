/**
 * axe-core (WCAG 2.2 AA) for the browser tests, with failures printed one readable line per problem.
 *
 * axe runs inside the page itself: its source is put in once per document and every later look (at
 * another width, inside an opened state) reuses it. @axe-core/playwright, which re-injects it and
 * finishes each run in a second, blank page, took two to three times as long for the same result
 * (0.9-1.5 s against 0.35-0.8 s a page here). A page with frames still goes through it, since it
 * carries axe into each frame.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * Runs axe on the page, or only inside `include`, and describes each violation as
 * `where: [impact] rule-id: help` followed by the selectors of the failing elements.
 */
export async function axeViolations(page: Page, where: string, include?: string | string[]): Promise<string[]> {
  const within = include === undefined ? undefined : [include].flat()
  const violations = page.frames().length > 1 ? await withFrames(page, within) : await inPage(page, within)
  return violations.map((v) => {
    const nodes = v.nodes.map(
      (n) => `      ${n.target.join(' ')}${n.failureSummary ? ` -- ${firstReason(n.failureSummary)}` : ''}`,
    )
    return `${where}: [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n${nodes.join('\n')}`
  })
}

async function inPage(page: Page, include?: string[]): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(
    async ([tags, include]) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> }
        }
      ).axe
      const { violations } = await axe.run(include ? { include } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }))
    },
    [WCAG_TAGS, include] as const,
  )
}

async function withFrames(page: Page, include?: string[]): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  for (const selector of include ?? []) builder = builder.include(selector)
  return (await builder.analyze()).violations
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
