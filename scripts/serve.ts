/**
 * Usage: tsx scripts/serve.ts [--port 3000] [--recorder-port 3001] [--leads-file .leads/leads.jsonl] [--no-recorder]   (HOST: the interface, 127.0.0.1 unless set)
 * Serves dist/client as a static host would: /path -> /path/index.html or /path.html,
 * 404.html with status 404 for anything else, the security headers of _headers. Starts the
 * local lead recorder beside it unless told not to.
 */
import { createServer } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import { startLeadRecorder } from './lead-recorder.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 3000)
const recorderPort = Number(arg('recorder-port') ?? process.env.LEAD_RECORDER_PORT ?? 3001)
// This computer only, unless HOST says otherwise (HOST=0.0.0.0 to try the site from a phone on the same network).
const host = process.env.HOST ?? '127.0.0.1'
const root = path.resolve('dist/client')

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('dist/client is empty: run `npm run build` first (or `npm start`, which builds).')
  process.exit(1)
}

const rules = parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'))
const notFound = readFileSync(path.join(root, '404.html'))
// Addresses under /es/ get the Spanish not-found page, as the hosts serve it (_redirects, the nearest 404.html).
const spanishNotFound = existsSync(path.join(root, 'es', '404.html'))
  ? readFileSync(path.join(root, 'es', '404.html'))
  : notFound
const files = sirv(root, {
  extensions: ['html'],
  dev: false,
  etag: true,
  gzip: true,
  setHeaders(res, pathname) {
    applyHeaders(res, pathname)
  },
})

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname
  applyHeaders(res, pathname)
  files(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(pathname === '/es' || pathname.startsWith('/es/') ? spanishNotFound : notFound)
  })
})

server.listen(port, host, () => console.log(`Site on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`))
if (!process.argv.includes('--no-recorder')) {
  const leadsFile = arg('leads-file') ?? '.leads/leads.jsonl'
  void startLeadRecorder({ port: recorderPort, host, file: leadsFile, log: console.log }).then(() =>
    console.log(`Lead recorder on http://${host}:${recorderPort} (leads in ${leadsFile})`),
  )
}

interface HeaderRule {
  prefix: string
  detach: string[]
  set: [string, string][]
}

/** As the hosts read `_headers`: every matching rule in order (`/x/*` matches below /x/); `! Name` drops a header an earlier rule set. */
function applyHeaders(res: import('node:http').ServerResponse, pathname: string) {
  for (const rule of rules) {
    if (!pathname.startsWith(rule.prefix)) continue
    for (const name of rule.detach) res.removeHeader(name)
    for (const [k, v] of rule.set) res.setHeader(k, v)
  }
}

function parseHeadersFile(text: string): HeaderRule[] {
  const blocks: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    if (!line.startsWith(' ')) {
      blocks.push({ prefix: line.trim().replace(/\*$/, ''), detach: [], set: [] })
      continue
    }
    const current = blocks.at(-1)!
    const entry = line.trim()
    if (entry.startsWith('!')) {
      current.detach.push(entry.slice(1).trim())
      continue
    }
    const i = entry.indexOf(':')
    current.set.push([entry.slice(0, i).trim(), entry.slice(i + 1).trim()])
  }
  return blocks
}
