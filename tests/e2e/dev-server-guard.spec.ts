/**
 * `npm run dev` (on a copy of the content, with stray files in it) serves nothing a page elsewhere
 * could use against the editor: a content file a browser would run (.htm, .svg, .xhtml) and a
 * photo's original are not served, nor the recorded leads or git's files; it listens on 127.0.0.1
 * only and answers no other `Host`; a page on another port of this computer can neither read nor
 * write through the editor's backend; the pages, their photo copies and /admin/ still answer, and
 * /admin/ answers with the built editor's policy (tests/e2e/editor/policy.ts loads it in the browser).
 */
import { expect, test } from '@playwright/test'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { networkInterfaces } from 'node:os'
import path from 'node:path'
import { editorHeaders } from '../../scripts/editorHeaders.ts'
import { decapInfo, startAndWait, waitUntilAnswers, type Started } from './editorServer.ts'
import { DEV_GUARD_BACKEND_PORT, DEV_GUARD_PORT } from './ports.ts'

test.describe.configure({ mode: 'serial' })

// Inside the project (git-ignored tests/.tmp-*), so the dev server resolves the MDX bodies' imports;
// made in beforeAll, not when the file is loaded (Playwright loads it in more than one process).
let copy = ''
let content = ''
const site = `http://localhost:${DEV_GUARD_PORT}`
const backend = `http://localhost:${DEV_GUARD_BACKEND_PORT}/api/v1`
const leads = path.resolve('.leads/dev-guard-test.jsonl')
/** What each stray file would do if a browser ran it. */
const RAN = 'ran on the dev server'
let dev: Started

test.beforeAll(async () => {
  test.setTimeout(150_000)
  copy = mkdtempSync(path.resolve('tests/.tmp-dev-guard-'))
  content = path.join(copy, 'content')
  cpSync('content', content, { recursive: true })
  writeFileSync(
    path.join(content, 'x.htm'),
    `<!doctype html><title>stray</title><script>document.title = '${RAN}'</script>`,
  )
  writeFileSync(
    path.join(content, 'x.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><script>document.title = '${RAN}'</script></svg>`,
  )
  writeFileSync(
    path.join(content, 'pages', 'x.xhtml'),
    `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>document.title = '${RAN}'</script></body></html>`,
  )
  mkdirSync(path.dirname(leads), { recursive: true })
  writeFileSync(leads, '{"name":"A visitor","phone":"555-0100"}\n')
  const env = { CONTENT_DIR: content, DECAP_REPO_DIR: copy, DECAP_SERVER_PORT: String(DEV_GUARD_BACKEND_PORT) }
  dev = await startAndWait(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '--port', String(DEV_GUARD_PORT)],
    env,
    { url: `${site}/` },
    120_000,
  )
  await waitUntilAnswers(decapInfo(DEV_GUARD_BACKEND_PORT), 30_000)
})
test.afterAll(async () => {
  await dev?.stop()
  if (copy) rmSync(copy, { recursive: true, force: true })
  rmSync(leads, { force: true })
})

/** The first original under the copy's content/images/, by its path there. */
function anOriginal(): string {
  const images = path.join(content, 'images')
  const file = readdirSync(images, { recursive: true, encoding: 'utf8' }).find((f) =>
    /\.(jpe?g|png|webp|avif)$/.test(f),
  )
  if (!file) throw new Error('the content has no photo under content/images/')
  return file.split(path.sep).join('/')
}

test('a stray page, drawing or document in content/, an original photo, the leads and git are not served', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const inProject = path.relative(process.cwd(), content).split(path.sep).join('/')
  const addresses = [
    '/content/x.htm',
    '/content/x.svg',
    '/content/pages/x.xhtml',
    `/${inProject}/x.htm`,
    `/@fs${content}/x.svg`,
    '/content/x.htm?raw',
    `/content/images/${anOriginal()}`,
    `/${inProject}/images/${anOriginal()}`,
    '/.leads/dev-guard-test.jsonl',
    '/.leads/leads.jsonl',
    '/.git/config',
    '/tests/fixtures/content-kinds/preview.htm',
  ]
  for (const address of addresses) {
    const response = await page.goto(`${site}${address}`)
    expect.soft(response?.status(), address).toBe(403)
    expect.soft(await page.title(), address).not.toBe(RAN)
    expect.soft(await page.content(), address).not.toMatch(/A visitor|<script|fsmonitor|\[core\]/)
  }
})

test('the pages, the photo copies they name and /admin/ still answer; /admin/ with the built editor policy', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${site}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const html = await (await request.get(`${site}/`)).text()
  const copies = [...html.matchAll(/\/photos\/[\w-]+\.(?:avif|webp|jpg|png)/g)].map((m) => m[0])
  expect(copies.length, 'the home page names photo copies').toBeGreaterThan(0)
  const photo = await request.get(`${site}${copies[0]}`)
  expect(photo.status()).toBe(200)
  expect(photo.headers()['content-type']).toMatch(/^image\//)
  const admin = await request.get(`${site}/admin/`)
  expect(admin.status()).toBe(200)
  expect(admin.headers()['content-security-policy']).toBe(
    editorHeaders(`http://localhost:${DEV_GUARD_BACKEND_PORT}`)['Content-Security-Policy'],
  )
})

/** One request to 127.0.0.1 with the `Host` a rebound name would carry. */
function statusWithHost(port: number, host: string, pathname = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { Host: host } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

test('it listens on 127.0.0.1 only and answers no other name or port in `Host`', async () => {
  expect(await statusWithHost(DEV_GUARD_PORT, `attacker.example:${DEV_GUARD_PORT}`)).toBe(403)
  expect(await statusWithHost(DEV_GUARD_PORT, `localhost:${DEV_GUARD_PORT + 1}`)).toBe(403)
  expect(await statusWithHost(DEV_GUARD_PORT, `localhost:${DEV_GUARD_PORT}`)).toBe(200)
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address)
  for (const address of addresses)
    await expect(fetch(`http://${address}:${DEV_GUARD_PORT}/`), address).rejects.toThrow()
})

test("a page on another port of this computer can neither read nor write through the editor's backend", async ({
  page,
}) => {
  test.setTimeout(60_000)
  // A page served at another local port (its origin is what matters): it tries what a stray file could.
  const elsewhere = `http://localhost:${DEV_GUARD_PORT + 7}`
  await page.route(`${elsewhere}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  )
  await page.goto(`${elsewhere}/`)
  const target = path.join(copy, 'scripts', 'planted.ts')
  const attempts = await page.evaluate(
    async ({ backend }) => {
      const body = (action: string, params: object) => JSON.stringify({ action, params: { branch: 'main', ...params } })
      const read = await fetch(backend, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body('getEntry', { path: 'content/site.yaml' }),
      }).then(
        (r) => r.text(),
        (e: Error) => `refused: ${e.name}`,
      )
      // A form's type needs no preflight: the request is sent, and must be refused all the same.
      await fetch(backend, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'text/plain' },
        body: body('persistEntry', {
          dataFiles: [{ slug: 'x', path: 'scripts/planted.ts', raw: 'export {}' }],
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        }),
      }).catch(() => undefined)
      return read
    },
    { backend },
  )
  expect(attempts).toBe('refused: TypeError')
  expect(existsSync(target)).toBe(false)
  expect(readFileSync(path.join(content, 'site.yaml'), 'utf8').length).toBeGreaterThan(0)
})
