/**
 * The layout gate on what a visitor opens (WCAG 1.4.10, 1.4.12): the menu drawer, the case-review
 * dialog, and the glossary and FAQ showing search results, at every screen of the gate, and with
 * the text spacing of 1.4.12 at 320px. Writes each at 320px to tests/screenshots/layout-320-*.png.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { clippingProblems, everyScreenProblems, sidewaysScrollProblems } from './layoutGate.ts'
import { dialogPanel } from './leadHelpers.ts'
import { openHydrated } from './searchPage.ts'
import { layoutViewports } from './layoutViewports.ts'
import { setTestStyle, textSpacingCss } from './visitorSettings.ts'
import { commonWord, contentExpectations } from '../contentExpectations.ts'

// Words that find many entries in the content's own lists, so the results have something to lay out.
const expected = contentExpectations()
const searchWords = {
  glossary: commonWord(expected.glossaryTerms),
  FAQ: commonWord(expected.faqQuestions),
  Glossary: commonWord(expected.faqGlossaryTerms),
}

test.use({ deviceScaleFactor: 2, viewport: layoutViewports[0] })

/** Every screen, then a screenshot at 320px (from `shotFrom` if given), then text spacing at 320px. */
async function expectFitAndNoClipping(
  page: Page,
  name: string,
  { scroller, shotFrom }: { scroller?: Locator; shotFrom?: Locator } = {},
): Promise<void> {
  const problems = await everyScreenProblems(page, `${name}, `)
  await page.setViewportSize(layoutViewports[0]!)
  if (scroller) problems.push(...(await sidewaysScrollProblems(scroller, `${name} at 320px`)))
  // Below the sticky header (4rem), without the page's smooth scrolling.
  if (shotFrom)
    await shotFrom.evaluate((el) =>
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: 'instant' }),
    )
  await page.screenshot({ path: `tests/screenshots/layout-320-${name.replace(/\W+/g, '-')}.png`, scale: 'css' })
  await setTestStyle(page, 'text-spacing', textSpacingCss)
  problems.push(...(await clippingProblems(page, `${name} at 320px with text spacing`)))
  if (scroller) problems.push(...(await sidewaysScrollProblems(scroller, `${name} at 320px with text spacing`)))
  expect(problems.length, problems.join('\n')).toBe(0)
}

test('below 375px the Menu button shows its icon only and keeps its name; from 375px the word shows', async ({
  page,
}) => {
  await page.goto('/')
  const word = page.getByRole('button', { name: 'Menu', exact: true }).getByText('Menu')
  expect((await word.boundingBox())!.width).toBeLessThanOrEqual(1)
  await page.setViewportSize({ width: 375, height: 667 })
  expect((await word.boundingBox())!.width).toBeGreaterThan(20)
})

test('the menu drawer, open', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.locator('#site-drawer')
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused()
  // It slides in from the right edge: measure where it comes to rest.
  await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  await expectFitAndNoClipping(page, 'drawer', { scroller: drawer })
  await expect(drawer).toBeVisible()
})

test('the case-review dialog, open', async ({ page }) => {
  await page.goto('/car-accident-lawyer')
  const opener = page.locator('main [data-open-form="main"]').first()
  await opener.click()
  const panel = dialogPanel(page)
  await expect(panel.getByLabel('First Name')).toBeFocused()
  // The frame that scrolls the dialog: the nearest box around the panel that scrolls.
  const frame = panel.locator('xpath=ancestor::div[contains(@class, "overflow-y-auto")][1]')
  await expectFitAndNoClipping(page, 'dialog', { scroller: frame })
  await expect(panel).toBeVisible()
})

test('the glossary, showing search results', async ({ page }) => {
  await openHydrated(page, '/legal-glossary', '#glossary-search')
  await page.fill('#glossary-search', searchWords.glossary)
  await expect(page.locator('[data-island] [role=status]')).toHaveText(new RegExp(`matching "${searchWords.glossary}"`))
  await expect(page.locator('[data-island] article mark').first()).toBeVisible()
  await expectFitAndNoClipping(page, 'glossary results', { shotFrom: page.locator('[data-island] [role=search]') })
})

for (const tab of ['FAQ', 'Glossary'] as const) {
  test(`the FAQ page's ${tab} tab, showing search results`, async ({ page }) => {
    await openHydrated(page, '/faq', '#faq-search')
    if (tab === 'Glossary') await page.getByRole('tab', { name: 'Glossary' }).click()
    await page.fill('#faq-search', searchWords[tab])
    await expect(page.locator('[data-island] [role=status]:visible')).toHaveText(
      new RegExp(`matching "${searchWords[tab]}"`),
    )
    if (tab === 'FAQ') await page.locator('[data-island] details summary').first().click()
    await expect(page.locator('[data-island] mark').first()).toBeVisible()
    await expectFitAndNoClipping(page, `faq ${tab.toLowerCase()} results`, { shotFrom: page.locator('#faq-search') })
  })
}
