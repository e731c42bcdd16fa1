import { expect, test } from '@playwright/test'
import { collectErrors, openHydrated, watchScripts } from '../e2e/searchPage.ts'
import { keystrokeCpu, measureTyping, summarize, throttleCpu } from '../e2e/measureTyping.ts'

const SEARCH = '#glossary-search'
const terms = (page: import('@playwright/test').Page) => page.locator('[data-island] article')
const status = (page: import('@playwright/test').Page) => page.locator('[data-island] [role=status]')

test.describe('/legal-glossary', () => {
  test('lists all 30 terms and filters by category and search together', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/legal-glossary', SEARCH)
    await expect(terms(page)).toHaveCount(30)
    await expect(status(page)).toHaveText('Showing 30 of 30 terms')

    await page.selectOption('#glossary-category', 'Medical Law')
    await expect(status(page)).toHaveText('Showing 2 of 30 terms in Medical Law')
    await page.fill(SEARCH, 'delay')
    await expect(status(page)).toHaveText('Showing 2 of 30 terms in Medical Law matching "delay"')
    await page.fill(SEARCH, 'continuous')
    await expect(status(page)).toHaveText('Showing 1 of 30 terms in Medical Law matching "continuous"')
    await expect(terms(page).locator('h2')).toHaveText(['Continuous Treatment Doctrine'])
    await expect(terms(page).locator('mark').first()).toHaveText('Continuous')

    await page.selectOption('#glossary-category', '')
    await page.fill(SEARCH, 'negligence')
    await expect(terms(page).locator('h2').first()).toHaveText('Negligence')
    await expect(terms(page).locator('h2').nth(1)).toHaveText('Comparative Negligence')
    expect(errors).toEqual([])
  })

  test('gets its list from the props file even when the first request for it fails', async ({ page }) => {
    let failed = 0
    await page.route('**/assets/island-props-*.json', (route) => (failed++ ? route.continue() : route.abort('failed')))
    await openHydrated(page, '/legal-glossary', SEARCH)
    expect(failed).toBe(2)
    await page.fill(SEARCH, 'continuous')
    await expect(terms(page).locator('h2')).toHaveText(['Continuous Treatment Doctrine'])
  })

  test('forgives typing errors and marks the matched words', async ({ page }) => {
    await openHydrated(page, '/legal-glossary', SEARCH)
    await page.fill(SEARCH, 'statue of limitations')
    await expect(terms(page).locator('h2').first()).toHaveText('Statute of Limitations')
    await page.fill(SEARCH, 'neglegence')
    await expect(terms(page).locator('h2').first()).toHaveText('Negligence')
    await expect(terms(page).first().locator('mark').first()).toHaveText('Negligence')
  })

  test('shows the empty state', async ({ page }) => {
    await openHydrated(page, '/legal-glossary', SEARCH)
    await page.fill(SEARCH, 'qwxzv')
    await expect(status(page)).toHaveText('Showing 0 of 30 terms matching "qwxzv"')
    await expect(page.getByRole('heading', { name: 'No Terms Found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search terms or selecting a different category.')).toBeVisible()
  })

  test('shows an HTML-looking query as text', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await openHydrated(page, '/legal-glossary', SEARCH)
    const query = '<img src=x onerror=alert(1)>'
    await page.fill(SEARCH, query)
    await expect(status(page)).toHaveText(`Showing 0 of 30 terms matching "${query}"`)
    await expect(page.locator('[data-island] img')).toHaveCount(0)
    expect(dialogs).toBe(0)
  })

  test('keeps the search and category in the address, and the back button undoes them', async ({ page }) => {
    await openHydrated(page, '/legal-glossary', SEARCH)
    await page.fill(SEARCH, 'fee')
    await expect(page).toHaveURL(/\?q=fee$/)
    await page.selectOption('#glossary-category', 'Legal Fees')
    await expect(page).toHaveURL(/\?q=fee&category=Legal\+Fees$/)
    await expect(status(page)).toHaveText('Showing 2 of 30 terms in Legal Fees matching "fee"')

    await page.goBack()
    await expect(page).toHaveURL(/\?q=fee$/)
    await expect(page.locator('#glossary-category')).toHaveValue('')
    await expect(page.locator(SEARCH)).toHaveValue('fee')
    await page.goBack()
    await expect(status(page)).toHaveText('Showing 30 of 30 terms')
    await expect(page.locator(SEARCH)).toHaveValue('')

    await openHydrated(page, '/legal-glossary?q=injury&category=Injury+Types', SEARCH)
    await expect(page.locator(SEARCH)).toHaveValue('injury')
    await expect(status(page)).toHaveText('Showing 2 of 30 terms in Injury Types matching "injury"')
  })

  test('links related terms to their entries, clearing filters that hide them', async ({ page }) => {
    await openHydrated(page, '/legal-glossary', SEARCH)
    const card = page.locator('article#comparative-negligence')
    await expect(card.getByRole('link', { name: 'Car Accidents' })).toHaveAttribute('href', '/car-accident-lawyer')
    await card.getByRole('link', { name: 'Negligence', exact: true }).click()
    await expect(page).toHaveURL(/#negligence$/)

    await page.fill(SEARCH, 'comparative')
    await expect(terms(page)).toHaveCount(1)
    await page.locator('article#comparative-negligence').getByRole('link', { name: 'Rear-End Collision' }).click()
    await expect(terms(page)).toHaveCount(30)
    await expect(page).toHaveURL(/\/legal-glossary#rear-end-collision$/)
    await expect(page.locator('article#rear-end-collision')).toBeInViewport()
  })

  test('loads no Fuse.js until the search is used', async ({ page }) => {
    const scripts = watchScripts(page)
    await openHydrated(page, '/legal-glossary', SEARCH)
    await page.waitForLoadState('networkidle')
    expect(scripts.fuse).toEqual([])
    await page.focus(SEARCH)
    await expect.poll(() => scripts.fuse.length).toBe(1)
  })

  test('updates the results on every keystroke, quickly enough for a phone with a CPU 4x slower', async ({ page }) => {
    const query = 'statue of limitations'
    await openHydrated(page, '/legal-glossary', SEARCH)
    await page.focus(SEARCH)
    await page.waitForLoadState('networkidle')
    await throttleCpu(page, 4)
    // Every keystroke's results line names what was typed (0: it never did).
    const times = await measureTyping(page, SEARCH, '[data-island] [role=status]', query)
    expect(times.first.filter((time) => time === 0)).toEqual([])
    await expect(terms(page).locator('h2').first()).toHaveText('Statute of Limitations')
    // The speed, as main-thread CPU time (which a busy machine does not inflate, unlike the wall
    // clock) times the 4x rate: no keystroke a long task (50 ms), its whole frame within 100 ms. The
    // target is 16 ms; about 11 ms measured (`npm run bench:search` prints the figures).
    await throttleCpu(page, 1)
    await page.fill(SEARCH, '')
    const cpu = await keystrokeCpu(page, SEARCH, query)
    expect(summarize(cpu.keystroke.map((ms) => ms * 4)).median).toBeLessThan(50)
    expect(summarize(cpu.frame.map((ms) => ms * 4)).median).toBeLessThan(100)
  })

  test('has every term in the HTML and shows them all without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/legal-glossary')
    await expect(terms(page)).toHaveCount(30)
    await expect(terms(page).first()).toBeVisible()
    await expect(status(page)).toHaveText('Showing 30 of 30 terms')
    await expect(page.locator('h1')).toHaveCount(1)
    await context.close()
  })
})
