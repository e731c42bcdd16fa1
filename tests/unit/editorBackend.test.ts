/**
 * The editor's local backend answers only the editor (scripts/editorBackend/): requests sent as a
 * page elsewhere could send them (a foreign or rebound `Host`, another port's `Origin`, no `Origin`,
 * a form's content type) and every path that leads out of the content folder (climbing, hidden,
 * absolute, encoded, through a link) are refused, and nothing is read or written; the editor's own
 * reads and writes of content files go through. In this process, on a made-up repository.
 */
import { request } from 'node:http'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Backend, startEditorBackend } from '../../scripts/editorBackend/startEditorBackend.ts'

const repo = mkdtempSync(path.join(tmpdir(), 'editor-backend-'))
const EDITOR_PORT = 41999
const SECRET = '[core]\n\tfsmonitor = "touch /tmp/ran"\n'
const page = '---\ntitle: Fees\n---\n\nNo fee unless we recover money for you.\n'
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  writeFileSync(path.join(repo, file), text)
}
write('content/pages/fees.mdx', page)
write('content/images/attorneys/jane-doe.jpg', 'jpeg bytes')
write('content/faq/cost.mdx', page)
write('scripts/build.ts', 'export {}\n')
write('.git/config', SECRET)

let backend: Backend
beforeAll(async () => {
  backend = await startEditorBackend({
    port: 0,
    repoDir: repo,
    contentDir: path.join(repo, 'content'),
    editorPort: EDITOR_PORT,
    logLevel: 'error',
  })
})
afterAll(async () => {
  await backend?.close()
  rmSync(repo, { recursive: true, force: true })
})

interface Sent {
  body?: unknown
  host?: string
  origin?: string | null
  method?: string
  type?: string
}
/** One request as a browser (or another program) would send it; the editor's own headers unless told. */
function send({ body, host, origin, method = 'POST', type = 'application/json; charset=utf-8' }: Sent) {
  const headers: Record<string, string> = {
    Host: host ?? `localhost:${backend.port}`,
    'Content-Type': type,
  }
  if (origin !== null) headers.Origin = origin ?? `http://localhost:${EDITOR_PORT}`
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: backend.port, path: '/api/v1', method, headers }, (res) => {
      let text = ''
      res.on('data', (d) => {
        text += d
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}
const getEntry = (file: string, sent: Sent = {}) =>
  send({ ...sent, body: { action: 'getEntry', params: { branch: 'main', path: file } } })
const persist = (file: string, raw: string, sent: Sent = {}) =>
  send({
    ...sent,
    body: {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'x', path: file, raw }],
        assets: [],
        options: { commitMessage: 'Save', useWorkflow: false, status: 'draft' },
      },
    },
  })

describe("the editor's own requests", () => {
  it('reads and writes a content file', async () => {
    const read = await getEntry('content/pages/fees.mdx')
    expect(read.status).toBe(200)
    expect(JSON.parse(read.text).data).toBe(page)
    const written = await persist('content/pages/new-page.mdx', page)
    expect(written.status).toBe(200)
    expect(readFileSync(path.join(repo, 'content/pages/new-page.mdx'), 'utf8')).toBe(page)
    const media = await send({
      body: { action: 'getMedia', params: { branch: 'main', mediaFolder: 'content/images' } },
    })
    expect(media.status).toBe(200)
    const listed = await send({
      body: {
        action: 'entriesByFolder',
        params: { branch: 'main', folder: 'content/pages', extension: 'mdx', depth: 1 },
      },
    })
    expect(JSON.parse(listed.text).map((e: { file: { path: string } }) => e.file.path)).toContain(
      'content/pages/fees.mdx',
    )
  })

  it('answers a preflight from its page, and "are you there" without an Origin', async () => {
    expect((await send({ method: 'OPTIONS', body: undefined })).status).toBe(204)
    expect((await send({ origin: null, body: { action: 'info', params: {} } })).status).toBe(200)
  })
})

describe('refused, with nothing read or written', () => {
  it.each([
    ['a rebound name (DNS rebinding)', { host: () => `attacker.example:${backend.port}` }],
    ['this computer at another port', { host: () => `localhost:${backend.port + 1}` }],
    ['no port', { host: () => 'localhost' }],
  ])('`Host` of %s', async (_, { host }) => {
    const read = await getEntry('content/pages/fees.mdx', { host: host() })
    expect(read.status).toBe(403)
    expect(read.text).not.toContain('No fee')
    expect((await persist('content/pages/rebound.mdx', page, { host: host() })).status).toBe(403)
    expect(existsSync(path.join(repo, 'content/pages/rebound.mdx'))).toBe(false)
  })

  it.each([
    ['another port of this computer', `http://localhost:${EDITOR_PORT + 1}`],
    ['127.0.0.1 at another port', `http://127.0.0.1:${EDITOR_PORT + 2}`],
    ['another site', 'https://attacker.example'],
    ['a sandboxed page', 'null'],
  ])('`Origin` of %s, on a read, a write and a preflight', async (_, origin) => {
    const read = await getEntry('content/pages/fees.mdx', { origin })
    expect(read.status).toBe(403)
    expect(read.text).not.toContain('No fee')
    expect((await persist('content/pages/foreign.mdx', page, { origin })).status).toBe(403)
    expect(existsSync(path.join(repo, 'content/pages/foreign.mdx'))).toBe(false)
    expect((await send({ method: 'OPTIONS', origin })).status).toBe(403)
  })

  it('a write or a read without an Origin', async () => {
    expect((await persist('content/pages/no-origin.mdx', page, { origin: null })).status).toBe(403)
    expect(existsSync(path.join(repo, 'content/pages/no-origin.mdx'))).toBe(false)
    expect((await getEntry('content/pages/fees.mdx', { origin: null })).status).toBe(403)
  })

  it("a form's content type, another method", async () => {
    expect((await persist('content/pages/form.mdx', page, { type: 'text/plain' })).status).toBe(415)
    expect((await send({ method: 'GET' })).status).toBe(405)
    expect(existsSync(path.join(repo, 'content/pages/form.mdx'))).toBe(false)
  })

  it.each([
    '../scripts/build.ts',
    'content/../scripts/build.ts',
    'content/pages/../../scripts/build.ts',
    'scripts/build.ts',
    '.git/config',
    'content/../.git/config',
    path.join(repo, '.git/config'),
    '/etc/hostname',
    'content/%2e%2e/scripts/build.ts',
    'content%2f..%2fscripts%2fbuild.ts',
    'content\\..\\scripts\\build.ts',
    'content/./pages/fees.mdx',
    'content//pages/fees.mdx',
    'content/.hidden.mdx',
    'content/preview.htm',
    'content/pages/drawing.svg',
  ])('the path %s, to read or to write', async (file) => {
    const read = await getEntry(file)
    expect(read.status).toBe(403)
    expect(read.text).not.toContain('fsmonitor')
    const before = readFileSync(path.join(repo, 'scripts/build.ts'), 'utf8')
    expect((await persist(file, 'export const ran = true\n')).status).toBe(403)
    expect(readFileSync(path.join(repo, 'scripts/build.ts'), 'utf8')).toBe(before)
    expect(readFileSync(path.join(repo, '.git/config'), 'utf8')).toBe(SECRET)
  })

  it('a photo written outside content/images/, media listed from elsewhere, files deleted outside content/', async () => {
    const asset = (file: string) => ({
      path: file,
      content: Buffer.from('<svg/>').toString('base64'),
      encoding: 'base64',
    })
    const media = (file: string) =>
      send({
        body: {
          action: 'persistMedia',
          params: { branch: 'main', asset: asset(file), options: { commitMessage: 'Up' } },
        },
      })
    for (const file of [
      'content/pages/photo.jpg',
      'content/images/x.svg',
      'content/images/../../scripts/x.png',
      'x.jpg',
    ])
      expect((await media(file)).status, file).toBe(403)
    expect((await send({ body: { action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } } })).status).toBe(
      403,
    )
    expect(
      (await send({ body: { action: 'getMediaFile', params: { branch: 'main', path: '.git/config' } } })).status,
    ).toBe(403)
    const del = await send({
      body: {
        action: 'deleteFiles',
        params: {
          branch: 'main',
          paths: ['content/pages/fees.mdx', 'scripts/build.ts'],
          options: { commitMessage: 'Delete' },
        },
      },
    })
    expect(del.status).toBe(403)
    expect(existsSync(path.join(repo, 'scripts/build.ts'))).toBe(true)
    expect(existsSync(path.join(repo, 'content/pages/fees.mdx'))).toBe(true)
    const listAll = await send({
      body: { action: 'entriesByFolder', params: { branch: 'main', folder: 'content', extension: '', depth: 9 } },
    })
    expect(listAll.status).toBe(403)
  })

  it('an action the editor does not use', async () => {
    expect((await send({ body: { action: 'unpublishedEntries', params: { branch: 'main' } } })).status).toBe(422)
  })

  it('a link in the content folder, to a file or a folder outside it: never followed', async () => {
    symlinkSync('../../.git/config', path.join(repo, 'content/faq/leak.mdx'))
    symlinkSync('../scripts', path.join(repo, 'content/tools'))
    try {
      const listed = await send({
        body: {
          action: 'entriesByFolder',
          params: { branch: 'main', folder: 'content/faq', extension: 'mdx', depth: 1 },
        },
      })
      expect(listed.status).toBe(403)
      expect(listed.text).not.toContain('fsmonitor')
      const read = await getEntry('content/faq/leak.mdx')
      expect(read.status).toBe(403)
      expect(read.text).not.toContain('fsmonitor')
      expect((await persist('content/tools/build.mdx', page)).status).toBe(403)
      expect(existsSync(path.join(repo, 'scripts/build.mdx'))).toBe(false)
      expect((await persist('content/faq/leak.mdx', page)).status).toBe(403)
      expect(readFileSync(path.join(repo, '.git/config'), 'utf8')).toBe(SECRET)
    } finally {
      rmSync(path.join(repo, 'content/faq/leak.mdx'))
      rmSync(path.join(repo, 'content/tools'))
    }
  })
})
