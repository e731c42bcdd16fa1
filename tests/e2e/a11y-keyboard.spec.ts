/**
 * Keyboard-only journeys, one per page kind, with focus visible at every step, and
 * prefers-reduced-motion honoured (no smooth scrolling, no transitions).
 */
import { canonicalPath, glossaryList, pageForms } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { expect, test } from '@playwright/test'
import { expectFocusVisible, tabTo, tabToField } from './keyboard.ts'
import { RECORDER_URL } from './ports.ts'

const DIALOG = '[role="dialog"]:not(#site-drawer)'

/** The first page with a case-review dialog, a case page first (the kind the dialog journey is about). */
const dialogPage = contentStore()
  .pages.filter((page) => Object.values(pageForms(contentStore(), page)).some((form) => form.kind === 'dialog'))
  .map(canonicalPath)
  .sort((a, b) => Number(b.endsWith('-lawyer')) - Number(a.endsWith('-lawyer')))[0]

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('(a) Tab to the Menu button, open the drawer with Enter, Tab to a link and follow it', async ({ page }) => {
    await page.goto('/')
    await tabTo(page, page.getByRole('button', { name: 'Menu', exact: true }), 'the Menu button')
    await page.keyboard.press('Enter')
    const drawer = page.locator('#site-drawer')
    await expect(drawer).toBeVisible()
    await expectFocusVisible(page, 'drawer opened')
    const links = drawer.locator('a[href^="/"]')
    await tabTo(page, links, 'a link in the drawer', { max: 10 })
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('#site-drawer')).toBeHidden()
  })
})

test('(b) open a case-review dialog with the keyboard, fill it, submit, see the message, focus back on the opener', async ({
  page,
  request,
}) => {
  test.skip(!dialogPage, 'no page has a case-review dialog yet (no `kind: dialog` form in any page)')
  await page.goto(dialogPage!)
  await page.waitForLoadState('networkidle')
  await tabTo(page, page.locator('[data-open-form]'), 'a case-review button', { max: 120 })
  await page.evaluate(() => {
    ;(window as unknown as { opener_: Element | null }).opener_ = document.activeElement
  })
  await page.keyboard.press('Enter')
  await expect(page.locator(DIALOG)).toHaveCount(1)
  expect(await page.evaluate((s) => !!document.activeElement?.closest(s), DIALOG), 'focus moves into the dialog').toBe(
    true,
  )

  const email = `keyboard.${Date.now()}@example.com`
  for (const [label, value] of [
    ['First Name', 'Ada'],
    ['Last Name', 'Keyboard'],
    ['Phone', '5165550142'],
    ['Email', email],
  ] as const) {
    await tabToField(page, label)
    await page.keyboard.type(value)
  }
  await tabTo(
    page,
    page.locator(DIALOG).getByRole('button', { name: 'Get Free Case Review' }),
    'the "Get Free Case Review" button',
    { max: 15 },
  )
  await page.keyboard.press('Enter')
  await expect(page.getByText('Thank you!').first()).toBeVisible()
  await expect(page.locator(DIALOG)).toHaveCount(0)
  expect(
    await page.evaluate(() => document.activeElement === (window as unknown as { opener_: Element | null }).opener_),
    'focus is back on the button that opened the dialog',
  ).toBe(true)
  await expectFocusVisible(page, 'dialog closed')
  const leads = (await (await request.get(`${RECORDER_URL}/__leads`)).json()) as { fields: Record<string, string> }[]
  expect(
    leads.some((l) => l.fields.email === email),
    'the lead reached the recorder',
  ).toBe(true)
})

test('(c) glossary: Tab into the search, type, read a result', async ({ page }) => {
  const term = glossaryList(contentStore(), 'legal-glossary')[0]?.data.term
  expect(term, 'the glossary has terms').toBeTruthy()
  await page.goto('/legal-glossary')
  await page.waitForLoadState('networkidle')
  await tabTo(page, page.getByRole('searchbox'), 'the glossary search box', { max: 60 })
  await page.keyboard.type(term!)
  const status = page.locator('main [role="status"]').filter({ hasText: term! }).first()
  await expect(status).toContainText(/Showing [1-9]\d* of \d+/)
  await expect(page.locator('main').getByRole('heading', { name: term! }).first()).toBeVisible()
})

test('(d) /faq: switch tabs with the arrow keys', async ({ page }) => {
  await page.goto('/faq')
  await page.waitForLoadState('networkidle')
  const tabs = page.getByRole('tab')
  await tabTo(page, tabs, 'the FAQ tabs', { max: 60 })
  const first = await page.evaluate(() => document.activeElement?.textContent?.trim())
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.nth(1)).toBeFocused()
  await expectFocusVisible(page, 'ArrowRight to the second tab')
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.first()).toHaveText(first!)
  await expectFocusVisible(page, 'ArrowLeft back to the first tab')
})

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 812 } })
  test('scrolling is instant and transitions and animations take ~0 ms', async ({ page }) => {
    await page.goto('/')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const slowest = await page.evaluate(() => {
      const seconds = (list: string) =>
        Math.max(...list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)) || 0))
      return [...document.querySelectorAll('*')]
        .map((el) => {
          const s = getComputedStyle(el)
          return {
            el: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`,
            s: Math.max(seconds(s.transitionDuration), seconds(s.animationDuration)),
          }
        })
        .filter((x) => x.s > 0.01)
    })
    expect(slowest, 'elements still moving for more than 10 ms').toEqual([])
  })
})

test('without a motion preference the drawer slides (the reduced-motion test measures something)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const duration = await page.locator('#site-drawer').evaluate((el) => getComputedStyle(el).transitionDuration)
  expect(parseFloat(duration)).toBeGreaterThan(0.05)
})
