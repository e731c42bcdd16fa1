import { contentStore } from '../../lib/content/store.ts'
import { test, expect } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expectHeadingOutline } from './headingOutline.ts'

const site = contentStore().site

/** The address, on one line, of each office the page's content names with <OfficeAddress office="...">. */
function officeAddresses(url: string): string[] {
  const page = contentStore().pages.find((p) => p.data.path === url)
  const ids = new Set(page?.analysis.officeRefs.filter((r) => r.component === 'OfficeAddress').map((r) => r.office))
  return site.offices.filter((o) => ids.has(o.id)).map((o) => `${o.street}, ${o.city}, ${o.state} ${o.zip}`)
}

// Their headings and wording are the content's (tests/e2e/content-derived.spec.ts checks titles and
// headings from it); the specification's own words are checked in tests/spec/legal-pages.spec.ts.
const pages = [{ path: '/privacy-policy' }, { path: '/terms-of-service' }, { path: '/disclaimer' }]

for (const legal of pages) {
  test.describe(legal.path, () => {
    test("has one heading outline, the firm's name and its office's address from site.yaml, and no script", async ({
      page,
    }) => {
      await page.goto(legal.path)
      await expectHeadingOutline(page)
      const main = page.locator('main')
      await expect(main).toContainText(site.name)
      const addresses = officeAddresses(legal.path)
      expect(addresses.length, 'the page names an office of site.yaml').toBeGreaterThan(0)
      for (const address of addresses) await expect(main).toContainText(address)
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

test('the privacy policy offers the opt-out line and the privacy address of site.yaml', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.locator('main')
  const optOut = main.locator(`a[href="tel:${site.phones.privacyOptOut.tel}"]`).first()
  await expect(optOut).toHaveText(site.phones.privacyOptOut.display)
  await expect(optOut).toHaveAttribute('data-call-tracking', '')
  await expect(main.getByRole('link', { name: site.emails.privacy }).first()).toHaveAttribute(
    'href',
    `mailto:${site.emails.privacy}`,
  )
})
