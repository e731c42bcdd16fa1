/** The legal pages' headings, dates and wording the specification gives (`npm run test:spec`, not `npm test`). */
import { expect, test } from '@playwright/test'

for (const [path, h1] of [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/disclaimer', 'Legal Disclaimer'],
] as const) {
  test(`${path} is headed "${h1}"`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
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

test('the privacy policy names what the forms require, the cookies and how long each is kept', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.locator('main')
  await expect(main).toContainText('Your first and last name, phone number and e-mail address are required')
  await expect(main).toContainText('HubSpot')
  await expect(main).toContainText('contact you within 24 hours about your inquiry')
  const keptFor = await main.locator('table tbody tr td:last-child').allTextContents()
  expect(keptFor).toEqual(['30 days', '2 years', '24 hours', '1 minute'])
  await expect(main).toContainText('session storage')
})
