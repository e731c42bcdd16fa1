/**
 * The page shell as a visitor uses it: the skip links from the keyboard, the desktop navigation and
 * the small screens' drawer and action bar, the logo's fallback. What the shell holds on every page
 * (skip links first, the navigation's and the footer's links, address, disclaimers, call tracking,
 * no script where nothing is interactive) is read from the HTML in tests/built/shell.test.ts.
 */
import { contentStore } from '../../lib/content/store.ts'
import { expect, test } from '@playwright/test'
import { wordsOf } from './stateSamples.ts'

// What the shell shows comes from content/site.yaml: an editor's change to the menu or the footer keeps these tests true.
const site = contentStore().site
const nav = site.navigation.map((link) => [link.label, link.href] as const)
const { menu } = wordsOf('en').shell

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
  test('the desktop navigation shows, with no menu button and no action bar', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#navigation > ul')).toBeVisible()
    await expect(page.getByRole('button', { name: menu })).toBeHidden()
    await expect(page.locator('.action-bar')).toBeHidden()
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
    await page.getByRole('button', { name: menu }).click()
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
    await page.getByRole('button', { name: menu }).click()
    await links.nth(0).click()
    await expect(page).toHaveURL(new RegExp(`${nav[0]![1]}$`))
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

test('the logo falls back to the text wordmark when its image fails', async ({ page }) => {
  await page.route('**/images/logo.svg', (route) => route.abort())
  await page.goto('/')
  const logo = page.getByRole('link', { name: /home$/ })
  await expect(logo).toContainText(site.shortName)
  const img = logo.locator('img')
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true)
  await expect(logo.locator('span')).toBeVisible()
})
