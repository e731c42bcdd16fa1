import { test, expect } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { getSite } from '../../lib/content/index'
import { expectHeadingOutline } from './headingOutline'

const site = getSite()
const islandia = site.offices.find((o) => o.id === 'islandia')!
const islandiaAddress = `${islandia.street}, ${islandia.city}, ${islandia.state} ${islandia.zip}`

const pages = [
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/disclaimer', h1: 'Legal Disclaimer' },
]

for (const legal of pages) {
  test.describe(legal.path, () => {
    test("has its title, the firm's name and Islandia address from site.yaml, and no script", async ({ page }) => {
      await page.goto(legal.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1)
      await expectHeadingOutline(page)
      const main = page.locator('main')
      await expect(main).toContainText(site.name)
      await expect(main).toContainText(islandiaAddress)
      await expect(main.locator(`a[href="tel:${site.phones.main.tel}"][data-call-tracking]`).first()).toHaveText(
        site.phones.main.display,
      )
      await expect(page.locator('script[src]')).toHaveCount(0)
    })

    test('passes the axe WCAG 2.2 AA checks', async ({ page }) => {
      await page.goto(legal.path)
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })

    test('lists its sections in a table of contents whose links land on them', async ({ page }) => {
      await page.goto(legal.path)
      const toc = page.getByRole('navigation', { name: 'On this page' })
      const links = toc.getByRole('link')
      const headings = page.locator('main h2')
      expect(await links.allTextContents()).toEqual(await headings.allTextContents())
      const last = links.last()
      const target = (await last.getAttribute('href'))!
      await last.click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.locator(target)).toBeInViewport()
    })
  })
}

test('the terms are dated August 27, 2025', async ({ page }) => {
  await page.goto('/terms-of-service')
  await expect(page.getByText('Last Updated: August 27, 2025', { exact: true })).toBeVisible()
  await expect(page.locator('main')).toContainText('about 30 days before it takes effect')
})

test('the disclaimer is effective January 1, 2020, and covers results, fees and advertising', async ({ page }) => {
  await page.goto('/disclaimer')
  await expect(page.getByText('Effective January 1, 2020', { exact: true })).toBeVisible()
  const main = page.locator('main')
  await expect(main).toContainText('Prior results do not guarantee a similar outcome.')
  await expect(main).toContainText('Rule 7.1 of the New York Rules of Professional Conduct')
  await expect(main).toContainText('22 NYCRR Part 1215')
  await expect(main).toContainText('Judiciary Law § 474-a')
})

test('the privacy policy names what the forms require, the cookies, and how to opt out', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.locator('main')
  await expect(main).toContainText('Your first and last name, phone number and e-mail address are required')
  await expect(main).toContainText('HubSpot')
  await expect(main).toContainText('contact you within 24 hours about your inquiry')
  const keptFor = await main.locator('table tbody tr td:last-child').allTextContents()
  expect(keptFor).toEqual(['30 days', '2 years', '24 hours', '1 minute'])
  await expect(main).toContainText('session storage')
  const optOut = main.locator(`a[href="tel:${site.phones.privacyOptOut.tel}"]`).first()
  await expect(optOut).toHaveText(site.phones.privacyOptOut.display)
  await expect(optOut).toHaveAttribute('data-call-tracking', '')
  await expect(main.getByRole('link', { name: site.emails.privacy }).first()).toHaveAttribute(
    'href',
    `mailto:${site.emails.privacy}`,
  )
})
