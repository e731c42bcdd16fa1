/**
 * WCAG 2.2 AA with axe-core on every pre-rendered canonical page and the 404 page: at 1280px,
 * at 375px, with a case-review dialog open where the page has one, and with a search showing
 * results where the page has a search box; the small-screen drawer open once per kind of route.
 * Zero violations of any impact.
 */
import { canonicalPath, glossaryList } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { expect, test, type Page } from '@playwright/test'
import { usesIslands } from '../../pages/content/usesIslands.ts'
import { sitePages } from '../../lib/content/languages.ts'
import { axeViolations, settle } from './axe.ts'
import { wakeIslands } from './islands.ts'

const NOT_FOUND = '/no-such-page-for-axe'
const SPANISH_NOT_FOUND = '/es/no-such-page-for-axe'
// Both languages' pages, and both not-found pages.
const paths = [...new Set(sitePages(contentStore()).map(canonicalPath)), NOT_FOUND, SPANISH_NOT_FOUND]
// The drawer is the shell's popover, drawn in the top layer with the same markup on every page:
// checked open once per kind of route (HTML-only page, page with islands, 404).
const drawerPaths = new Set(
  [contentStore().pages.find((p) => !usesIslands(p)), contentStore().pages.find(usesIslands)]
    .filter((p) => !!p)
    .map((p) => canonicalPath(p!))
    .concat(NOT_FOUND),
)
const searchQuery = () =>
  glossaryList(contentStore(), 'legal-glossary')[0]?.data.term ??
  glossaryList(contentStore(), 'faq')[0]?.data.term ??
  'accident'
const DIALOG = '[role="dialog"]:not(#site-drawer)'

for (const path of paths) {
  test(`${path === NOT_FOUND ? '404 page' : path} has no axe WCAG 2.2 AA violations`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    await wakeIslands(page)
    const problems = await axeViolations(page, `${path} at 1280px`)

    await page.setViewportSize({ width: 375, height: 812 })
    await settle(page)
    problems.push(...(await axeViolations(page, `${path} at 375px`)))
    if (drawerPaths.has(path)) problems.push(...(await withDrawerOpen(page, path)))
    problems.push(...(await withDialogOpen(page, path)))
    problems.push(...(await withSearchResults(page, path)))
    expect(problems, `axe WCAG 2.2 AA violations on ${path}`).toEqual([])
  })
}

async function withDrawerOpen(page: Page, path: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.locator('#site-drawer')).toBeVisible()
  await settle(page)
  const found = await axeViolations(page, `${path} at 375px, menu drawer open`, '#site-drawer')
  await page.keyboard.press('Escape')
  await expect(page.locator('#site-drawer')).toBeHidden()
  return found
}

async function withDialogOpen(page: Page, path: string): Promise<string[]> {
  const opener = page.locator('[data-open-form]').first()
  if (!(await opener.count())) return []
  await opener.click()
  await expect(page.locator(DIALOG)).toHaveCount(1)
  await settle(page)
  const found = await axeViolations(page, `${path} at 375px, case-review dialog open`, DIALOG)
  await page.keyboard.press('Escape')
  await expect(page.locator(DIALOG)).toHaveCount(0)
  return found
}

async function withSearchResults(page: Page, path: string): Promise<string[]> {
  const box = page.getByRole('searchbox').first()
  if (!(await box.count())) return []
  const query = searchQuery()
  await expect(box).toBeEnabled()
  await box.fill(query)
  await expect(page.locator('main [role="status"]').filter({ hasText: query }).first()).toBeVisible()
  await settle(page)
  return axeViolations(page, `${path} at 375px, search "${query}" showing results`, 'main')
}
