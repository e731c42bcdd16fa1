/** Helpers for the glossary and FAQ browser tests. */
import type { Page } from '@playwright/test'

/** Text only Fuse.js's code contains: finds its chunk whatever the bundler names it. */
const FUSE_SIGNATURE = 'Pattern length exceeds max of'

/** Records the scripts a page loads, and which of them are Fuse.js. */
export function watchScripts(page: Page) {
  const fuse: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.text().catch(() => '')
    if (body.includes(FUSE_SIGNATURE)) fuse.push(response.url())
  })
  return { fuse }
}

/** Fails the test on script errors, React hydration mismatches and CSP violations. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** Waits until the island has hydrated (its search box is enabled). */
export async function openHydrated(page: Page, url: string, searchBox: string): Promise<void> {
  await page.goto(url)
  await page.locator(searchBox).and(page.locator(':enabled')).waitFor()
}
