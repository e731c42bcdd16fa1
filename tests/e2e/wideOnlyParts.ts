/**
 * What a computer's width shows that a phone's hides (the header's navigation, a hero's side), so
 * axe at 1280px can judge only those parts: the rest of the page is the same markup axe already
 * judged at 375px. Marked with test attributes, outermost parts only.
 */
import type { Page } from '@playwright/test'

const SHOWN_ON_PHONE = 'data-test-shown-on-phone'
export const WIDE_ONLY = 'data-test-wide-only'

/** At the phone's width: marks every element drawn there. */
export function markShownOnPhone(page: Page): Promise<void> {
  return page.evaluate((attribute) => {
    for (const el of document.body.querySelectorAll('*')) if (el.checkVisibility()) el.setAttribute(attribute, '')
  }, SHOWN_ON_PHONE)
}

/** At the computer's width: marks the outermost elements drawn now and not on the phone; returns how many. */
export function markWideOnly(page: Page): Promise<number> {
  return page.evaluate(
    ([shown, wide]) => {
      let count = 0
      for (const el of document.body.querySelectorAll('*')) {
        if (el.hasAttribute(shown) || !el.checkVisibility() || el.parentElement?.closest(`[${wide}]`)) continue
        el.setAttribute(wide, '')
        count++
      }
      return count
    },
    [SHOWN_ON_PHONE, WIDE_ONLY] as const,
  )
}
