/**
 * One `npm run dev` with its editor backend (decap-server) on one copy of content/, for every test
 * of the editor as the dev server serves it (tests/e2e/editor.spec.ts): started once, so the dev
 * server compiles /admin/ once, rather than once for each group of tests.
 * The copy sits inside the project (git-ignored tests/.tmp-*), so the dev server resolves the MDX
 * bodies' imports; its name follows the port, so two runs on other ports keep apart.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { decapInfo, startAndWait, waitUntilAnswers, type Started } from './editorServer.ts'
import { EDITOR_DEV_BACKEND_PORT, EDITOR_DEV_PORT } from './ports.ts'

export const copy = path.resolve(`tests/.tmp-editor-${EDITOR_DEV_PORT}`)
export const content = path.join(copy, 'content')
export const site = `http://localhost:${EDITOR_DEV_PORT}`

/**
 * `test` for the editor's tests: their `page` is one page for the whole group, left on /admin/
 * between tests, so that each test opens its entry by following a hash (tests/e2e/editorPage.ts)
 * instead of loading Decap again (1.2-1.7 s against 3.3 s an open here). After each test its
 * listeners go and the editor goes back to its collections, accepting "leave this page?" for an
 * edit the test left unsaved (Decap deletes that entry's local backup as it leaves it); a page the
 * editor cannot be brought back as a fresh one shows is left blank, and the next test loads it anew. A
 * failed test ends its worker, and with it the page.
 */
export const test = base.extend<{ page: Page }, { editorPage: Page }>({
  editorPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ editorPage }, use) => {
    await use(editorPage)
    editorPage.removeAllListeners()
    await backToCollections(editorPage)
  },
})

async function backToCollections(page: Page): Promise<void> {
  for (const other of page.context().pages()) if (other !== page) await other.close()
  if (!page.url().startsWith(`${site}/admin/`)) return
  const accept = (dialog: import('@playwright/test').Dialog) => dialog.accept().catch(() => undefined)
  page.on('dialog', accept)
  try {
    // A modal left open (the media library) closes on Escape.
    await page.keyboard.press('Escape')
    await page.goto(`${site}/admin/#/`)
    // As a fresh editor shows them: the collections, and the header's Media button (gone after the
    // portrait field's own library was used, until the editor loads again).
    await expect(page.getByRole('link', { name: /Glossary terms/ }).first()).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('button', { name: 'Media' })).toBeVisible({ timeout: 2_000 })
  } catch {
    await page.goto('about:blank')
  } finally {
    page.off('dialog', accept)
  }
}

/** Starts the server on a fresh copy before the file's tests (again after a failed test's new worker), and stops it after. */
export function editorDevServer(): void {
  let dev: Started | undefined
  test.beforeAll(async () => {
    test.setTimeout(150_000)
    rmSync(copy, { recursive: true, force: true })
    cpSync('content', content, { recursive: true })
    const env = { CONTENT_DIR: content, DECAP_REPO_DIR: copy, DECAP_SERVER_PORT: String(EDITOR_DEV_BACKEND_PORT) }
    dev = await startAndWait(
      process.execPath,
      [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '--port', String(EDITOR_DEV_PORT)],
      env,
      { url: `${site}/admin/` },
      120_000,
    )
    await waitUntilAnswers(decapInfo(EDITOR_DEV_BACKEND_PORT), 30_000)
  })
  test.afterAll(async () => {
    await dev?.stop()
    rmSync(copy, { recursive: true, force: true })
  })
}
