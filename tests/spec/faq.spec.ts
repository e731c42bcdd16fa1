import { expect, test, type Page } from '@playwright/test'
import { collectErrors, openHydrated, watchScripts } from '../e2e/searchPage.ts'

const SEARCH = '#faq-search'
const questions = (page: Page) => page.locator('[data-island] details')
const glossaryTerms = (page: Page) => page.locator('[data-island] dl dt')
const visibleStatus = (page: Page) => page.locator('[data-island] [role=status]:visible')

test.describe('/faq', () => {
  test('opens on the FAQ tab with 10 questions; the Glossary tab lists about 75 terms', async ({ page }) => {
    const errors = collectErrors(page)
    await openHydrated(page, '/faq', SEARCH)
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true')
    await expect(questions(page)).toHaveCount(10)
    await expect(visibleStatus(page)).toHaveText('Showing 10 of 10 questions')
    await page.getByRole('tab', { name: 'Glossary' }).click()
    await expect(visibleStatus(page)).toHaveText('Showing 75 of 75 terms')
    await expect(glossaryTerms(page)).toHaveCount(75)
    await expect(questions(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\?tab=glossary$/)
    expect(errors).toEqual([])
  })

  test('keeps the search text when switching tabs, and the back button restores the tab', async ({ page }) => {
    await openHydrated(page, '/faq', SEARCH)
    await page.fill(SEARCH, 'insurance')
    await expect(visibleStatus(page)).toHaveText(/^Showing \d+ of 10 questions matching "insurance"$/)
    await expect(questions(page).first().locator('mark').first()).toHaveText(/insurance/i)
    await page.getByRole('tab', { name: 'Glossary' }).click()
    await expect(page.locator(SEARCH)).toHaveValue('insurance')
    await expect(visibleStatus(page)).toHaveText(/^Showing \d+ of 75 terms matching "insurance"$/)
    await expect(glossaryTerms(page).first()).toContainText(/insurance/i)
    await expect(page).toHaveURL(/\?q=insurance&tab=glossary$/)
    await page.goBack()
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(SEARCH)).toHaveValue('insurance')
    await page.goBack()
    await expect(page.locator(SEARCH)).toHaveValue('')
    await expect(visibleStatus(page)).toHaveText('Showing 10 of 10 questions')
  })

  test('a tab chosen right after typing leaves the typed search one Back away', async ({ page }) => {
    await openHydrated(page, '/faq', SEARCH)
    await page.fill(SEARCH, 'fault')
    await page.getByRole('tab', { name: 'Glossary' }).click()
    await expect(page).toHaveURL(/\?q=fault&tab=glossary$/)
    await page.goBack()
    await expect(page).toHaveURL(/\?q=fault$/)
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(SEARCH)).toHaveValue('fault')
  })

  test('forgives typing errors on both tabs', async ({ page }) => {
    await openHydrated(page, '/faq?tab=glossary', SEARCH)
    await page.fill(SEARCH, 'statue of limitations')
    await expect(glossaryTerms(page).first()).toHaveText('Statute of Limitations')
    await page.getByRole('tab', { name: 'FAQ' }).click()
    await page.fill(SEARCH, 'contingancy fee')
    await expect(questions(page).first().locator('summary')).toHaveText('How much does it cost to hire your firm?')
  })

  test('shows the empty message on both tabs, and HTML-looking text as text', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await openHydrated(page, '/faq', SEARCH)
    const query = '<img src=x onerror=alert(1)>'
    await page.fill(SEARCH, query)
    await expect(visibleStatus(page)).toHaveText(`No results found for "${query}". Try a different search term.`)
    await page.getByRole('tab', { name: 'Glossary' }).click()
    await page.fill(SEARCH, 'qwxzv')
    await expect(visibleStatus(page)).toHaveText('No results found for "qwxzv". Try a different search term.')
    await expect(page.locator('[data-island] img')).toHaveCount(0)
    expect(dialogs).toBe(0)
  })

  test('keeps at most one answer open; choosing the open one closes it', async ({ page }) => {
    await openHydrated(page, '/faq', SEARCH)
    const [first, second] = [questions(page).nth(0), questions(page).nth(1)]
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await second.locator('summary').click()
    await expect(second).toHaveAttribute('open', '')
    await expect(first).not.toHaveAttribute('open')
    await second.locator('summary').click()
    await expect(page.locator('[data-island] details[open]')).toHaveCount(0)
    await expect(first.locator('summary h3')).toHaveCount(1)
  })

  test('loads no Fuse.js until the search is used', async ({ page }) => {
    const scripts = watchScripts(page)
    await openHydrated(page, '/faq', SEARCH)
    await page.waitForLoadState('networkidle')
    expect(scripts.fuse).toEqual([])
    await page.locator(SEARCH).press('n')
    await expect.poll(() => scripts.fuse.length).toBe(1)
  })

  test('has every entry in the HTML and shows them all without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/faq')
    await expect(questions(page)).toHaveCount(10)
    await expect(glossaryTerms(page)).toHaveCount(75)
    await expect(glossaryTerms(page).last()).toBeVisible()
    await page.getByRole('link', { name: 'Glossary', exact: true }).click()
    await expect(page).toHaveURL(/#faq-glossary$/)
    await expect(page.locator('h1')).toHaveCount(1)
    await context.close()
  })
})
