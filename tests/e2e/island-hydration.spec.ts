/**
 * Islands hydrate when needed (islands/islandTriggers.ts), not while the page loads:
 * a page with islands loads no React until a visitor reaches for one, and nothing done before
 * hydration is lost (a tap on the video, text typed into an inline form).
 */
import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { VIDEO_ORIGIN } from '../../scripts/securityHeaders.ts'
import { contentExpectations } from '../contentExpectations.ts'

/** The page whose body shows the firm's video (<BrandVideo />, the home page today). */
const videoPage = contentExpectations().pageUsing('BrandVideo')

/** The gzip bytes of every script the page has loaded so far. */
function scriptBytes(page: Page): () => number {
  const sizes = new Map<string, number>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    // A script arriving as the test ends has no body to read: it is not counted, and fails nothing.
    response
      .body()
      .then((body) => sizes.set(response.url(), gzipSync(body).length))
      .catch(() => undefined)
  })
  return () => [...sizes.values()].reduce((a, b) => a + b, 0)
}

const hydrated = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-hydrated]`)

test('a case page loads no React while it loads; tabbing onto a case-review button hydrates the dialog', async ({
  page,
}) => {
  const bytes = scriptBytes(page)
  await page.goto('/car-accident-lawyer', { waitUntil: 'networkidle' })
  await page.waitForTimeout(500) // idle time after load: the dialog must still wait for a visitor
  expect(bytes(), 'the entry alone: under 5 KB gzip').toBeLessThan(5 * 1024)
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0)

  // The hero's own button is hidden beside its form (a link to it there): a button further down.
  await page.locator('main [data-open-form="main"]:visible').first().focus()
  await expect(hydrated(page, 'LeadDialogs')).toHaveCount(1)
  await expect.poll(bytes, { message: 'React and the dialog load' }).toBeGreaterThan(40 * 1024)
})

test('the glossary search hydrates by itself once the page has loaded, as it is in view', async ({ page }) => {
  await page.goto('/legal-glossary')
  await expect(page.getByRole('searchbox', { name: 'Search terms' })).toBeEnabled()
  await expect(hydrated(page, 'GlossarySearch')).toHaveCount(1)
})

test('a tap on the video before it has hydrated plays it', async ({ page }) => {
  test.skip(!videoPage, 'no page shows the video')
  await page.route(`${VIDEO_ORIGIN}/**`, (route) => route.abort('internetdisconnected'))
  await page.goto(videoPage!, { waitUntil: 'networkidle' })
  await expect(hydrated(page, 'VideoFacade')).toHaveCount(0)
  await page.getByRole('button', { name: /^Play video/ }).click()
  await expect(page.locator(`iframe[src^="${VIDEO_ORIGIN}/"]`)).toHaveCount(1)
})

test('what is typed into an inline form before it hydrates is kept', async ({ page }) => {
  // Hold every island chunk until the text is typed (the entry and its imports pass).
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  const firstName = page.locator('#case-review').getByLabel('First Name')
  await firstName.fill('Dana')
  await page.locator('#case-review').getByLabel('Last Name').pressSequentially('Early')
  release()
  await expect(hydrated(page, 'LeadForm')).toHaveCount(1)
  await expect(firstName).toHaveValue('Dana')
  await expect(page.locator('#case-review').getByLabel('Last Name')).toHaveValue('Early')
  // React holds the values too: one more letter keeps the rest.
  await firstName.press('End')
  await firstName.pressSequentially('h')
  await expect(firstName).toHaveValue('Danah')
})
