/**
 * The built site's lists show what the content says, whatever the content is: every glossary term
 * and FAQ question, with their search's counts, the attorneys and the featured ones. Expectations
 * come from the content loader (tests/contentExpectations.ts), so adding or removing an entry as
 * docs/CONTENT.md describes keeps this green; each page's title and `##` headings are read from its
 * HTML (tests/built/head.test.ts); copy fixed by the specification is checked by `npm run test:spec`.
 */
import { expect, test, type Page } from '@playwright/test'
import { contentExpectations } from '../contentExpectations.ts'
import { openHydrated } from './searchPage.ts'

const expected = contentExpectations()
const status = (page: Page) => page.locator('[data-island] [role=status]:visible')

test('the legal glossary lists every term of the glossary files, and its filter counts them by category', async ({
  page,
}) => {
  const url = expected.pageUsing('LegalGlossary')
  test.skip(!url, 'no page shows the legal glossary')
  const total = expected.glossaryTerms.length
  await openHydrated(page, url!, '#glossary-search')
  await expect(page.locator('[data-island] article h2')).toHaveText(expected.glossaryTerms)
  await expect(status(page)).toHaveText(`Showing ${total} of ${total} terms`)
  const category = expected.glossaryCategories[0]!
  await page.selectOption('#glossary-category', category)
  const inCategory = await page.locator('[data-island] article').count()
  expect(inCategory).toBeGreaterThan(0)
  await expect(status(page)).toHaveText(`Showing ${inCategory} of ${total} terms in ${category}`)
})

test('the FAQ page lists every question of the FAQ files, and its glossary tab every simple term', async ({ page }) => {
  const url = expected.pageUsing('FaqAndGlossary')
  test.skip(!url, 'no page shows the FAQ and glossary tabs')
  const questions = expected.faqQuestions.length
  await openHydrated(page, url!, '#faq-search')
  await expect(page.locator('[data-island] details')).toHaveCount(questions)
  await expect(status(page)).toHaveText(`Showing ${questions} of ${questions} questions`)
  await page.getByRole('tab', { name: 'Glossary' }).click()
  const terms = expected.faqGlossaryTerms.length
  await expect(status(page)).toHaveText(`Showing ${terms} of ${terms} terms`)
})

test('the attorneys page shows every attorney file, and the team preview the featured ones', async ({ page }) => {
  const list = expected.pageUsing('AttorneyList')
  if (list) {
    await page.goto(list)
    await expect(page.locator('main article[data-layout] h2')).toHaveText(expected.attorneys)
  }
  const preview = expected.pageUsing('TeamPreview')
  if (preview) {
    await page.goto(preview)
    // Each card leads to the attorney's own page, under the attorneys page's address.
    await expect(page.locator(`main h3 > a[href^="${list}/"]`)).toHaveText(expected.featuredAttorneys)
  }
})
