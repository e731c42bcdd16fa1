/**
 * Whether the header holds one row at the page's width: the logo, every navigation link, the
 * language link and the call button side by side (their boxes share a line), and the header no
 * taller than its row's own minimum height. Each problem is a sentence; none when it holds.
 */
import type { Page } from '@playwright/test'

export async function headerRowProblems(page: Page, links: number): Promise<string[]> {
  return page.evaluate((expectedLinks) => {
    const header = document.querySelector('header')!
    const row = header.firstElementChild as HTMLElement
    const shown = (el: Element) => el.getClientRects().length > 0
    const navLinks = [...header.querySelectorAll('nav ul a')].filter(shown)
    const items = [...row.querySelectorAll(':scope > a, :scope > nav > *')].filter(shown)
    const boxes = [...items, ...navLinks].map((el) => ({ el, box: el.getBoundingClientRect() }))
    const name = (el: Element) => `"${(el.textContent ?? '').trim() || el.getAttribute('aria-label')}"`
    const problems: string[] = []
    if (navLinks.length !== expectedLinks)
      problems.push(`${navLinks.length} of the ${expectedLinks} navigation links show in the header`)
    const tops = new Set(navLinks.map((el) => Math.round(el.getBoundingClientRect().top)))
    if (tops.size > 1) problems.push(`the navigation links sit at ${tops.size} heights: ${[...tops].join(', ')} px`)
    const lineTop = Math.max(...boxes.map((b) => b.box.top))
    for (const { el, box } of boxes)
      if (box.bottom <= lineTop) problems.push(`${name(el)} ends above the header's row (it wrapped)`)
    const minHeight = Number.parseFloat(getComputedStyle(row).minHeight)
    const height = row.getBoundingClientRect().height
    if (height > minHeight + 0.5)
      problems.push(`the header's row is ${height} px tall, more than its one row's ${minHeight} px`)
    return problems
  }, links)
}
