/**
 * One `npm run dev` with its editor backend (decap-server) on one copy of content/, for every test
 * of the editor as the dev server serves it (tests/e2e/editor.spec.ts): started once, so the dev
 * server compiles /admin/ once, rather than once for each group of tests.
 * The copy sits inside the project (git-ignored tests/.tmp-*), so the dev server resolves the MDX
 * bodies' imports; its name follows the port, so two runs on other ports keep apart.
 */
import { test } from '@playwright/test'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { decapInfo, startAndWait, waitUntilAnswers, type Started } from './editorServer.ts'
import { EDITOR_DEV_BACKEND_PORT, EDITOR_DEV_PORT } from './ports.ts'

export const copy = path.resolve(`tests/.tmp-editor-${EDITOR_DEV_PORT}`)
export const content = path.join(copy, 'content')
export const site = `http://localhost:${EDITOR_DEV_PORT}`

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
