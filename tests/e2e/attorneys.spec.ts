import { attorneysInOrder } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { entryPageUrl } from '../../lib/content/routes.ts'
import { test, expect, type Locator } from '@playwright/test'
import { slugify } from '../../lib/text/slugify.ts'
import { firstName } from '../../components/attorneys/names.ts'
import { initials } from '../../components/ui/initials.ts'
import { expectHeadingOutline } from './headingOutline.ts'
import { axeViolations } from './axe.ts'

const attorneys = attorneysInOrder(contentStore())
const mainLine = contentStore().site.phones.main
const blocks = (page: { locator: (s: string) => Locator }) => page.locator('main article[data-layout]')

test.describe('attorneys page', () => {
  test('shows the attorney of every attorney file, in their order, each block with the slug of the name as id', async ({
    page,
  }) => {
    await page.goto('/attorneys')
    await expect(blocks(page)).toHaveCount(attorneys.length)
    const shown = await blocks(page).evaluateAll((els) =>
      els.map((el) => ({ id: el.id, name: el.querySelector('h2')?.textContent ?? '' })),
    )
    const byOrder = [...attorneys].sort((a, b) => a.data.order - b.data.order).map((a) => a.data.name)
    expect(shown.map((s) => s.name)).toEqual(byOrder)
    for (const { id, name } of shown) expect(id).toBe(slugify(name))
    await expectHeadingOutline(page)
  })

  test('answers at /personal-injury-attorneys too, with no script at all', async ({ page }) => {
    await page.goto('/personal-injury-attorneys')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator('main').first()).toContainText(
      `${contentStore().site.combinedYears} years of combined experience`,
    )
    await expect(blocks(page)).toHaveCount(attorneys.length)
    await expect(page.locator('script[src]')).toHaveCount(0)
  })

  test('alternates the photo left and right on wide screens, and puts it first on small ones', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/attorneys')
    for (const [i, block] of (await blocks(page).all()).entries()) {
      await expect(block).toHaveAttribute('data-layout', i % 2 === 0 ? 'photo-left' : 'photo-right')
      const photo = (await block.locator('> div').first().boundingBox())!
      const name = (await block.locator('h2').boundingBox())!
      if (i % 2 === 0) expect(photo.x + photo.width).toBeLessThan(name.x)
      else expect(photo.x).toBeGreaterThan(name.x + name.width)
    }
    await page.setViewportSize({ width: 375, height: 812 })
    const first = blocks(page).first()
    expect((await first.locator('> div').first().boundingBox())!.y).toBeLessThan(
      (await first.locator('h2').boundingBox())!.y,
    )
  })

  test('opens and closes each full bio with Read Full Bio / Read Less', async ({ page }) => {
    await page.goto('/attorneys')
    for (const attorney of attorneys) {
      const block = page.locator(`#${attorney.anchor}`)
      const toggle = block.locator('summary')
      const credentials = block.getByRole('heading', { level: 3, name: 'Professional Credentials' })
      await expect(credentials).toBeHidden()
      await expect(toggle.getByText('Read Full Bio')).toBeVisible()
      await toggle.click()
      await expect(credentials).toBeVisible()
      await expect(toggle.getByText('Read Less')).toBeVisible()
      await expect(toggle.getByText('Read Full Bio')).toBeHidden()
      await toggle.click()
      await expect(credentials).toBeHidden()
      await expect(toggle.getByText('Read Full Bio')).toBeVisible()
    }
  })

  test('toggles a full bio from the keyboard, and names the attorney to screen readers', async ({ page }) => {
    await page.goto('/attorneys')
    const attorney = attorneys[2]!
    const block = page.locator(`#${attorney.anchor}`)
    // From the contact row's last link (their own page), the next stop is the toggle.
    const ownPage = entryPageUrl(contentStore(), 'attorneys', attorney.slug, 'en')!
    await block.locator(`a[href="${ownPage}"]`).focus()
    await page.keyboard.press('Tab')
    const toggle = block.locator('summary')
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAccessibleName(`Read Full Bio of ${attorney.data.name}`)
    await page.keyboard.press('Enter')
    await expect(block.locator('details')).toHaveAttribute('open', '')
    await expect(block.getByRole('heading', { name: 'Professional Credentials' })).toBeVisible()
    await expect(toggle).toHaveAccessibleName(`Read Less about ${attorney.data.name}`)
    await expect(toggle.getByText('Read Less')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(block.locator('details')).not.toHaveAttribute('open')
    await expect(block.getByRole('heading', { name: 'Professional Credentials' })).toBeHidden()
    await expect(toggle).toHaveAccessibleName(`Read Full Bio of ${attorney.data.name}`)
  })

  test("offers each attorney's extension at the main office, tagged for call tracking, and an Email {first name} link", async ({
    page,
  }) => {
    await page.goto('/attorneys')
    for (const attorney of attorneys) {
      const block = page.locator(`#${attorney.anchor}`)
      const call = block.locator('a[href^="tel:"]')
      await expect(call).toHaveAttribute('href', `tel:${mainLine.tel},${attorney.data.extension}`)
      await expect(call).toHaveAttribute('data-call-tracking', '')
      await expect(call).toHaveText(`${mainLine.display} ext. ${attorney.data.extension}`)
      await expect(call).toHaveAccessibleName(
        `Call ${attorney.data.name} at ${mainLine.display} ext. ${attorney.data.extension}`,
      )
      const email = block.getByRole('link', { name: `Email ${firstName(attorney.data.name)}`, exact: true })
      await expect(email).toHaveAttribute('href', `mailto:${attorney.data.email}`)
    }
  })

  test('scrolls to the attorney named in the address, below the sticky header', async ({ page }) => {
    const attorney = attorneys[8]!
    await page.goto(`/attorneys#${attorney.anchor}`)
    const block = page.locator(`#${attorney.anchor}`)
    await expect(block.locator('h2')).toBeInViewport()
    const headerBottom = (await page.locator('header').boundingBox())!.height
    await expect.poll(async () => (await block.locator('h2').boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  })

  test('shows initials where an attorney has no photo', async ({ page }) => {
    await page.goto('/attorneys')
    for (const attorney of attorneys.filter((a) => !a.data.photo)) {
      const portrait = page.locator(`#${attorney.anchor} > div`).first()
      await expect(portrait.getByText(initials(attorney.data.name), { exact: true })).toBeVisible()
      await expect(portrait.locator('img')).toHaveCount(0)
    }
  })

  test('passes the axe WCAG 2.2 AA checks with a full bio open', async ({ page }) => {
    await page.goto('/attorneys')
    await page.locator(`#${attorneys[0]!.anchor} summary`).click()
    expect(await axeViolations(page, 'the attorneys page, a bio open')).toEqual([])
  })
})
