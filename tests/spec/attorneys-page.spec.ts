/** The attorneys page's headings the specification gives (`npm run test:spec`, not `npm test`). */
import { expect, test } from '@playwright/test'

test('/personal-injury-attorneys is headed "Our Personal Injury Attorneys" and has "Why Choose Our Legal Team"', async ({
  page,
}) => {
  await page.goto('/personal-injury-attorneys')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Personal Injury Attorneys')
  await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Our Legal Team' })).toBeVisible()
})
