/** The /admin/ editor as the editor tests drive it: logged in to the local backend, and saving. */
import { expect, type Page } from '@playwright/test'

/**
 * Opens `site`'s editor at `#hash` (e.g. `/collections/faq/entries/cost`). A page already showing
 * the editor only follows the hash, as a click on one of its links would: loading Decap again costs
 * seconds.
 */
export async function openEditor(page: Page, site: string, hash: string) {
  const collections = page.getByRole('link', { name: /Glossary terms/ }).first()
  if (!page.url().startsWith(`${site}/admin/`) || !(await collections.isVisible())) {
    await page.goto(`${site}/admin/`)
    // The local backend asks for no account; after the first "Login" the editor remembers it.
    const login = page.getByRole('button', { name: 'Login' })
    await expect(login.or(collections)).toBeVisible({ timeout: 60_000 })
    if (await login.isVisible()) await login.click()
    await expect(collections).toBeVisible({ timeout: 60_000 })
  }
  await page.goto(`${site}/admin/#${hash}`)
}

/** The local backend's words: the change is written to this computer, not published. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Save to this computer', { exact: true }).click()
}
