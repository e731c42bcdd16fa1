/** The page shell every page shares: skip links, navigation, drawer, footer, action bar. */
import { contentStore } from '../../lib/content/store.ts'
import { expect, test } from '@playwright/test'

// What the shell shows comes from content/site.yaml: an editor's change to the menu or the footer keeps these tests true.
const site = contentStore().site
const nav = site.navigation.map((link) => [link.label, link.href] as const)
const footer = site.footer.groups.flatMap((group) => group.links.map((link) => link.href))

test('the first two focusable elements skip to the main content and the navigation', async ({ page }) => {
  await page.goto('/practice-areas')
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveAttribute('href', '#main-content')
  await expect(page.locator(':focus')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveAttribute('href', '#navigation')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#navigation$/)
  await expect(page.locator('main#main-content')).toHaveCount(1)
})

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test('the desktop navigation has the links of site.yaml, no menu button and no action bar', async ({ page }) => {
    await page.goto('/')
    const links = page.locator('#navigation > ul a')
    await expect(links).toHaveCount(nav.length)
    for (const [i, [label, href]] of nav.entries()) {
      await expect(links.nth(i)).toHaveText(label)
      await expect(links.nth(i)).toHaveAttribute('href', href)
    }
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.locator('.action-bar')).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  })
})

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test('the menu opens a right-side drawer with the same links and a call button, and a link closes it', async ({
    page,
  }) => {
    await page.goto('/contact')
    const drawer = page.locator('#site-drawer')
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(drawer).toBeVisible()
    const box = (await drawer.boundingBox())!
    expect(box.x + box.width).toBeGreaterThanOrEqual(374)
    const links = drawer.locator('ul a')
    await expect(links).toHaveCount(nav.length)
    for (const [i, [label, href]] of nav.entries()) {
      await expect(links.nth(i)).toHaveText(label)
      await expect(links.nth(i)).toHaveAttribute('href', href)
    }
    await expect(drawer.locator('a[href^="tel:"][data-call-tracking]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await links.nth(0).click()
    await expect(page).toHaveURL(/\/practice-areas$/)
    await expect(page.locator('#site-drawer')).toBeHidden()
  })
  test('the action bar is tagged for call tracking, and the page stays inside 375 px', async ({ page }) => {
    await page.goto('/')
    const call = page.locator('.action-bar a[href^="tel:"]')
    await expect(call).toHaveAttribute('data-call-tracking', '')
    await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test('the footer has the practice, service-area and legal links, phone, address, advertising label and copyright', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  const foot = page.locator('footer')
  for (const href of footer) await expect(foot.locator(`a[href="${href}"]`), href).toHaveCount(1)
  await expect(foot.locator('a[href^="tel:"][data-call-tracking]').first()).toBeVisible()
  // The first office of site.yaml is the one the footer shows.
  const office = site.offices[0]!
  await expect(foot.locator('address')).toContainText(`${office.city}, ${office.state} ${office.zip}`)
  await expect(foot).toContainText('Attorney Advertising')
  await expect(foot).toContainText('Prior results do not guarantee a similar outcome')
  await expect(foot).toContainText('does not create an attorney-client relationship')
  await expect(foot).toContainText(`© ${new Date().getFullYear()}`)
  for (const a of await foot.locator('a[target="_blank"]').all()) await expect(a).toHaveAttribute('rel', /noopener/)
})

test('every tel link on a page is tagged for call tracking', async ({ page }) => {
  await page.goto('/')
  const untagged = await page.locator('a[href^="tel:"]:not([data-call-tracking])').count()
  expect(untagged).toBe(0)
})

test('the logo falls back to the text wordmark when its image fails', async ({ page }) => {
  await page.route('**/images/logo.svg', (route) => route.abort())
  await page.goto('/')
  const logo = page.getByRole('link', { name: /home$/ })
  await expect(logo).toContainText(site.shortName)
  const img = logo.locator('img')
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true)
  await expect(logo.locator('span')).toBeVisible()
})

test('a page without interactive parts loads no JavaScript', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/privacy-policy')
  expect(scripts).toEqual([])
})
