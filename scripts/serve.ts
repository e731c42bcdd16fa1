/**
 * Usage: tsx scripts/serve.ts [--port 3000] [--recorder-port 3001] [--leads-file .leads/leads.jsonl] [--no-recorder]   (HOST: the interface, 127.0.0.1 unless set)
 * Serves dist/client as Cloudflare Pages serves it (scripts/host/hostAnswer.ts): `/x` from x.html,
 * the redirects of `_redirects`, `/x/` and `/x.html` one redirect away from `/x`, the nearest 404.html
 * with status 404 for anything else, and the headers of `_headers` on every answer. Starts the local
 * lead recorder beside it unless told not to.
 */
import { createServer, type ServerResponse } from 'node:http'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import { startLeadRecorder } from './lead-recorder.ts'
import { hostAnswer, type HostedFolder } from './host/hostAnswer.ts'
import { headerRulesFor, parseHeadersFile, parseRedirectsFile } from './host/hostFiles.ts'

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

const read = (name: string) => (existsSync(path.join(root, name)) ? readFileSync(path.join(root, name), 'utf8') : '')
const headerRules = parseHeadersFile(read('_headers'))
// The files as they are now (as sirv lists them once): restart the server after a build. The host serves
// neither of its two rule files.
const files = new Set(
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name !== '_headers' && name !== '_redirects' && statSync(path.join(root, name)).isFile()),
)
const folder: HostedFolder = { has: (file) => files.has(file), redirects: parseRedirectsFile(read('_redirects')) }
const sendFile = sirv(root, { extensions: [], dev: false, etag: true, gzip: true })

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  applyHeaders(res, url.pathname)
  const answer = hostAnswer(req.method ?? 'GET', url.pathname, url.search, folder)
  if ('location' in answer) {
    res.writeHead(answer.status, { Location: answer.location }).end()
  } else if (answer.status === 200 && 'file' in answer && answer.file) {
    req.url = `/${answer.file.split('/').map(encodeURIComponent).join('/')}`
    sendFile(req, res, () => {
      res.writeHead(404).end()
    })
  } else if (answer.status === 404 && 'file' in answer && answer.file) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : readFileSync(path.join(root, answer.file)))
  } else {
    res.writeHead(answer.status).end()
  }
})

server.listen(port, host, () => console.log(`Site on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`))
if (!process.argv.includes('--no-recorder')) {
  const leadsFile = arg('leads-file') ?? '.leads/leads.jsonl'
  void startLeadRecorder({ port: recorderPort, host, file: leadsFile, log: console.log }).then(() =>
    console.log(`Lead recorder on http://${host}:${recorderPort} (leads in ${leadsFile})`),
  )
}

/** As the host reads `_headers`: every matching rule in order; `! Name` drops a header an earlier rule set. */
function applyHeaders(res: ServerResponse, pathname: string) {
  for (const rule of headerRulesFor(headerRules, pathname)) {
    for (const name of rule.detach) res.removeHeader(name)
    for (const [k, v] of rule.set) res.setHeader(k, v)
  }
}
