/**
 * What a visitor opens, once per kind (tests/e2e/stateSamples.ts: chosen from the content, in each
 * language): the menu drawer, a case-review dialog of each form shape, and search results on each
 * page with a search. Each state is judged on one load: the layout gate at every screen of the
 * gate and at 1280px, with the text spacing of 1.4.12 at 320px (a panel that scrolls itself must not
 * scroll sideways), then axe (WCAG 2.2 AA) at 375px inside what was opened.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './workerPage.ts'
import { axeViolations, settle } from './axe.ts'
import { clippingProblems, everyScreenProblems, sidewaysScrollProblems } from './layoutGate.ts'
import { layoutViewports } from './layoutViewports.ts'
import { openHydrated } from './searchPage.ts'
import { dialogSamples, drawerSamples, navigationOf, searchSamples, wordsOf } from './stateSamples.ts'
import { headerRowProblems } from './headerRow.ts'
import { setTestStyle, textSpacingCss } from './visitorSettings.ts'

const DIALOG = '[role="dialog"]:not(#site-drawer)'
const COMPUTER = { name: '1280px', width: 1280, height: 900 }

test.use({ viewport: layoutViewports[0] })

/** The layout gate with the state open, then axe at 375px inside `axeScope`. */
async function stateProblems(page: Page, name: string, axeScope: string, scroller?: Locator): Promise<string[]> {
  const problems = await everyScreenProblems(page, `${name}, `, [...layoutViewports, COMPUTER])
  await page.setViewportSize(layoutViewports[0]!)
  if (scroller) problems.push(...(await sidewaysScrollProblems(scroller, `${name} at 320px`)))
  await setTestStyle(page, 'text-spacing', textSpacingCss)
  problems.push(...(await clippingProblems(page, `${name} at 320px with text spacing`)))
  if (scroller) problems.push(...(await sidewaysScrollProblems(scroller, `${name} at 320px with text spacing`)))
  await setTestStyle(page, 'text-spacing', null)
  await page.setViewportSize({ width: 375, height: 812 })
  await settle(page)
  problems.push(...(await axeViolations(page, `${name} at 375px`, axeScope)))
  return problems
}

test('below 375px the Menu button shows its icon only and keeps its name; from 375px the word shows', async ({
  page,
}) => {
  const { menu } = wordsOf('en').shell
  await page.goto('/')
  const word = page.getByRole('button', { name: menu, exact: true }).getByText(menu)
  expect((await word.boundingBox())!.width).toBeLessThanOrEqual(1)
  await page.setViewportSize({ width: 375, height: 667 })
  expect((await word.boundingBox())!.width).toBeGreaterThan(20)
})

for (const sample of drawerSamples) {
  test(`the header on one row at 1280px, and the menu drawer open below it, on ${sample.kind} (${sample.path})`, async ({
    page,
  }) => {
    const { menu, closeMenu } = wordsOf(sample.language).shell
    await page.setViewportSize(COMPUTER)
    await page.goto(sample.path)
    const row = await headerRowProblems(page, navigationOf(sample.language).length)
    expect(row, `${sample.path} at 1280px: ${row.join('; ')}`).toEqual([])
    await expect(page.getByRole('button', { name: menu, exact: true })).toBeHidden()
    await page.setViewportSize(layoutViewports[0]!)
    await page.getByRole('button', { name: menu, exact: true }).click()
    const drawer = page.locator('#site-drawer')
    await expect(drawer.getByRole('button', { name: closeMenu })).toBeFocused()
    // It slides in from the right edge: measure where it comes to rest.
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    const problems = await stateProblems(page, `${sample.path}, menu drawer open`, '#site-drawer', drawer)
    expect(problems, problems.join('\n')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
}

for (const sample of dialogSamples) {
  test(`the case-review dialog "${sample.form}" of ${sample.path}, open`, async ({ page }) => {
    await page.goto(sample.path)
    await page.locator(`main [data-open-form="${sample.form}"]`).first().click()
    const panel = page.locator('[data-lead-dialog]')
    await expect(panel.getByLabel(wordsOf(sample.language).lead.firstName).first()).toBeFocused()
    // The frame that scrolls the dialog: the nearest box around the panel that scrolls.
    const frame = panel.locator('xpath=ancestor::div[contains(@class, "overflow-y-auto")][1]')
    const problems = await stateProblems(page, `${sample.path}, dialog "${sample.form}" open`, DIALOG, frame)
    expect(problems, problems.join('\n')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.locator(DIALOG)).toHaveCount(0)
  })
}

for (const sample of searchSamples) {
  const where = `${sample.path}${sample.tab ? `, its ${sample.tab} tab` : ''}`
  test(`${where}, showing the results of "${sample.query}"`, async ({ page }) => {
    const box = sample.tab ? '#faq-search' : '#glossary-search'
    await openHydrated(page, sample.path, box)
    if (sample.tab) await page.getByRole('tab', { name: sample.tab, exact: true }).click()
    await page.fill(box, sample.query)
    await expect(page.locator('main [role="status"]').filter({ hasText: sample.query }).first()).toBeVisible()
    const details = page.locator('[data-island] details summary:visible')
    if (await details.count()) await details.first().click()
    await expect(page.locator('[data-island] mark').first()).toBeVisible()
    const problems = await stateProblems(page, `${where}, search "${sample.query}" showing results`, 'main')
    expect(problems, problems.join('\n')).toEqual([])
  })
}
