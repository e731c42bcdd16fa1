/**
 * The built /admin/ editor: its own headers, Decap running under them with no policy violation,
 * and public pages that load no byte of it.
 */
import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { watchPolicy } from './cspWatch.ts'
import { DECAP_SERVER_PORT, E2E_PORT } from './ports.ts'
import { type Backend, startEditorBackend } from '../../scripts/editorBackend/startEditorBackend.ts'
import { cspDirectives as directives } from './cspDirectives.ts'
import { contentStore } from '../../lib/content/store.ts'

const dist = path.resolve('dist/client')

test('/admin/ has its own, looser policy only where Decap needs it; public pages keep theirs', async ({ request }) => {
  const admin = (await request.get('/admin/')).headers()
  const csp = directives(admin['content-security-policy'] ?? '')
  expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get('connect-src')).toEqual(["'self'", `http://localhost:${DECAP_SERVER_PORT}`, 'blob:'])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(admin['content-security-policy']).not.toContain(',')
  expect(admin['x-robots-tag']).toBe('noindex, nofollow')
  expect(admin['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  const home = directives((await request.get('/')).headers()['content-security-policy'] ?? '')
  expect(home.get('script-src')).toEqual(["'self'"])
  expect(home.get('style-src')).toEqual(["'self'"])
  expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain('Disallow: /admin/')
  expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
  expect(readFileSync(path.join(dist, 'admin/index.html'), 'utf8')).toContain(
    '<meta name="robots" content="noindex, nofollow">',
  )
})

test("no public page references the editor's files", () => {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.html') && !f.startsWith('admin'),
  )
  expect(pages.length).toBeGreaterThan(30)
  for (const file of pages) expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/\/admin\/|decap/i)
})

test('public pages load no byte of the editor, even after a tap on their interactive parts', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  for (const url of ['/', '/car-accident-lawyer', '/legal-glossary']) {
    await page.goto(url)
    await page.locator('main').click({ position: { x: 5, y: 5 } })
  }
  expect(requested.length).toBeGreaterThan(3)
  expect(requested.filter((u) => new URL(u).pathname.startsWith('/admin'))).toEqual([])
})

test.describe('the editor under its policy', () => {
  let backend: Backend
  test.beforeAll(async () => {
    // The local backend npm run dev starts, answering the built page's origin. Decap only reads in
    // this test, so it may look at the repository's own content.
    backend = await startEditorBackend({
      port: DECAP_SERVER_PORT,
      repoDir: path.resolve('.'),
      contentDir: path.resolve('content'),
      editorPort: E2E_PORT,
    })
  })
  test.afterAll(async () => {
    await backend?.close()
  })

  test('runs in Chromium with no policy violation: login, the collections, an entry form', async ({ page }) => {
    test.setTimeout(90_000)
    const watch = await watchPolicy(page)
    await page.goto('/admin/')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('link', { name: /Glossary terms/ }).first()).toBeVisible({ timeout: 30_000 })
    // An attorney's entry shows the extension its file holds.
    const attorney = contentStore().attorneys[0]!
    await page.goto(`/admin/#/collections/attorneys/entries/${attorney.slug}`)
    await expect(page.getByRole('textbox', { name: 'Extension' })).toHaveValue(attorney.data.extension, {
      timeout: 30_000,
    })
    expect(await watch.violations()).toEqual([])
    expect(watch.errors.filter((e) => /Content Security Policy|EvalError/.test(e))).toEqual([])
  })
})
