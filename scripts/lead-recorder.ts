/**
 * Usage: tsx scripts/lead-recorder.ts [--port 3001] [--file .leads/leads.jsonl]
 * A local stand-in for the marketing-form service (CONTRACT 6). It accepts the v2 upload
 * (urlencoded) and the v3 submission (JSON), appends each lead to a JSON Lines file and
 * answers 204 (v2) or 200 (v3) with CORS headers. To try failures:
 *   LEAD_RECORDER_MODE=fail:500 | hang:20000 | drop      (environment, at start)
 *   POST /__control  {"mode":"fail:503"}                  (at run time; {"mode":"ok"} resets)
 *   GET /__leads  lists what was received; DELETE /__leads forgets it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { appendFileSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type RecorderMode = { kind: 'ok' } | { kind: 'fail'; status: number } | { kind: 'hang'; ms: number } | { kind: 'drop' }

export function parseMode(text: string | undefined): RecorderMode {
  const [kind = 'ok', arg] = (text ?? 'ok').split(':')
  if (kind === 'fail') return { kind: 'fail', status: Number(arg) || 500 }
  if (kind === 'hang') return { kind: 'hang', ms: Number(arg) || 20000 }
  if (kind === 'drop') return { kind: 'drop' }
  return { kind: 'ok' }
}

export interface RecordedLead {
  receivedAt: string
  api: 'v2' | 'v3'
  portalId: string
  formId: string
  contentType: string
  /** v2: the form fields; v3: fields[] flattened to name -> value, plus `context`. */
  fields: Record<string, string>
  context?: unknown
}

const V2 = /^\/uploads\/form\/v2\/([^/]+)\/([^/?]+)/
const V3 = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/?]+)/

export function startLeadRecorder({ port = 3001, file = '.leads/leads.jsonl', mode = parseMode(process.env.LEAD_RECORDER_MODE) } = {}): Promise<Server> {
  let current = mode
  mkdirSync(path.dirname(file), { recursive: true })
  const cors = (res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
  }
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    cors(res)
    const url = req.url ?? '/'
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    if (url === '/__control' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { mode?: string }
      current = parseMode(body.mode)
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(current))
    }
    if (url === '/__leads') {
      if (req.method === 'DELETE') { writeFileSync(file, ''); return void res.writeHead(204).end() }
      const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(`[${lines.join(',')}]`)
    }
    const v2 = V2.exec(url)
    const v3 = V3.exec(url)
    if (req.method !== 'POST' || (!v2 && !v3)) return void res.writeHead(404).end()
    const body = await readBody(req)
    if (current.kind === 'drop') return void req.socket.destroy()
    if (current.kind === 'hang') await new Promise((r) => setTimeout(r, current.kind === 'hang' ? current.ms : 0))
    if (current.kind === 'fail') return void res.writeHead(current.status, { 'Content-Type': 'text/plain' }).end('Recorder told to fail')
    const [, portalId = '', formId = ''] = (v2 ?? v3)!
    const lead: RecordedLead = { receivedAt: new Date().toISOString(), api: v2 ? 'v2' : 'v3', portalId, formId, contentType: req.headers['content-type'] ?? '', fields: {} }
    if (v2) {
      lead.fields = Object.fromEntries(new URLSearchParams(body))
    } else {
      const json = JSON.parse(body || '{}') as { fields?: { name: string; value: string }[]; context?: unknown }
      lead.fields = Object.fromEntries((json.fields ?? []).map((f) => [f.name, f.value]))
      lead.context = json.context
    }
    appendFileSync(file, `${JSON.stringify(lead)}\n`)
    if (v2) return void res.writeHead(204).end()
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }))
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => { data += chunk })
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined }
  const port = Number(arg('port') ?? process.env.LEAD_RECORDER_PORT ?? 3001)
  void startLeadRecorder({ port, file: arg('file') ?? '.leads/leads.jsonl' }).then(() => console.log(`Lead recorder on http://localhost:${port}`))
}
