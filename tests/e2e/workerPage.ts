/**
 * `test` whose `page` is one page for all the tests a worker runs, each test navigating it anew: a
 * fresh page per test starts a renderer process (about 0.26 s against 0.09 s for a navigation here),
 * which over a hundred looks is most of a minute. For tests that load a page and look at it, as
 * pages.spec.ts and states.spec.ts do; not for tests that change the browser's state on purpose.
 * As for a fresh page: the HTTP cache is off (each load fetches what a first visit fetches), and
 * after each test its listeners go, its storage is emptied, and the page is left for a blank one.
 * A failed test ends its worker (Playwright starts another), so nothing of it reaches the next.
 */
import { test as base, type Page } from '@playwright/test'

export const test = base.extend<{ page: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, viewport }, use) => {
    if (viewport) await workerPage.setViewportSize(viewport)
    await use(workerPage)
    workerPage.removeAllListeners()
    await workerPage
      .evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
      .catch(() => undefined) // a page left on no site (about:blank) has no storage to empty
    await workerPage.goto('about:blank')
  },
})

export { expect } from '@playwright/test'
