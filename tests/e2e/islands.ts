/**
 * Islands hydrate only when needed (islands/islandTriggers.ts). Tests that need them
 * hydrated wake them the way a visitor would, then wait for React to have committed each.
 */
import type { Page } from '@playwright/test'

/**
 * Scrolls to each island and tabs into it (onto a case-review button the width shows, for the dialogs:
 * beside the hero's form the hero's button is a link to it), then back to
 * the top, unfocused. An island the page's width hides (the hero's form below 1024 px) cannot be
 * reached, and is left asleep.
 */
export async function wakeIslands(page: Page): Promise<void> {
  // The list is fixed first: an island hydrating meanwhile must not shift the others' positions.
  for (const island of await page.locator('[data-island]').all()) {
    if ((await island.getAttribute('data-hydrated')) !== null) continue
    const dialogs = (await island.getAttribute('data-island')) === 'LeadDialogs'
    if (!dialogs && !(await island.isVisible())) continue
    const target = dialogs
      ? page.locator('[data-open-form]:visible').first()
      : island.locator('a[href], button:enabled, input:enabled, select:enabled, textarea:enabled').first()
    // No button this width shows opens the dialogs (the hero's is a link to its form): they sleep.
    if (dialogs && !(await target.count())) continue
    await (dialogs ? target : island).scrollIntoViewIfNeeded()
    if (await target.count()) await target.focus()
  }
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await islandsHydrated(page)
}

/**
 * Waits until React has committed every island of the page that a visitor can reach: every one shown,
 * and the dialogs' where a case-review button the width shows opens them.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')]
      .filter((el) =>
        el.dataset.island === 'LeadDialogs'
          ? [...document.querySelectorAll('[data-open-form]')].some((b) => b.getClientRects().length > 0)
          : el.getClientRects().length > 0,
      )
      .every((el) => el.hasAttribute('data-hydrated')),
  )
}
