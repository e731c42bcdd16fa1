/**
 * What a visitor needs to tap or read that something fixed to the screen covers: every link,
 * button, field and heading inside the viewport whose centre shows another element (the action bar,
 * a sticky header). Judged where the page stands now, once its scrolling has come to rest; what passed
 * under the sticky header at the top is not counted (scrolling back shows it).
 */
import type { Page } from '@playwright/test'

export function coveredTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'main :is(a[href], button, input:not([type=hidden]), select, textarea, h1, h2, h3), footer :is(a[href], button)',
    )
    // Under the sticky header at the top is what the visitor scrolled past: scrolling up shows it.
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const covered: string[] = []
    for (const el of targets) {
      const box = el.getBoundingClientRect()
      if (!box.width || !box.height || el.closest('[hidden], dialog:not([open])')) continue
      const x = box.left + box.width / 2
      const y = box.top + Math.min(box.height / 2, 12)
      if (y < Math.max(0, header) || y >= innerHeight || x < 0 || x >= innerWidth) continue
      const top = document.elementFromPoint(x, y)
      if (top && top !== el && !el.contains(top) && !top.contains(el))
        covered.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" under ${top.outerHTML.slice(0, 60)}`,
        )
    }
    return covered
  })
}

/** Scrolls to the end of the page and waits until it stops moving (smooth scrolling, a late image). */
export async function scrollToEnd(page: Page): Promise<void> {
  let last = -1
  for (let i = 0; i < 20; i++) {
    const y = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
      return window.scrollY
    })
    if (y === last) return
    last = y
    await page.waitForTimeout(100)
  }
}
