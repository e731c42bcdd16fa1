/**
 * Usage: tsx scripts/lead-recorder.ts [--port 3001] [--file .leads/leads.jsonl]   (`npm run leads`; LEAD_RECORDER_PORT also sets the port)
 * A local stand-in for the marketing-form service (CONTRACT 6). It accepts the v2 upload
 * (urlencoded, answers 204) and the v3 submission (JSON, answers 200), with CORS headers, and
 * appends each lead to a JSON Lines file. To try failures:
 *   LEAD_RECORDER_MODE=fail:500 | hang:20000 | drop           (environment, at start)
 *   POST /__control {"mode":"fail:503"}                         (at run time, every lead; {"mode":"ok"} resets all)
 *   POST /__control {"mode":"drop","email":"a@example.com"}     (only leads with that e-mail; "ok" removes the rule)
 *   GET /__leads[?email=...] lists what was received; DELETE /__leads[?email=...] forgets it.
 * `hang:N` answers (and records) after N ms; `drop` closes the connection without an answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { appendFileSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type RecorderMode = { kind: 'ok' } | { kind: 'fail'; status: number } | { kind: 'hang'; ms: number } | { kind: 'drop' }

/** Reads `ok`, `fail[:status]`, `hang[:ms]` or `drop`; anything else is undefined. */
export function parseMode(text: string | undefined): RecorderMode | undefined {
  const [kind = 'ok', arg] = (text ?? 'ok').split(':')
  const number = arg === undefined ? undefined : Number(arg)
  if (arg !== undefined && !Number.isInteger(number)) return undefined
  if (kind === 'ok' && arg === undefined) return { kind: 'ok' }
  if (kind === 'fail') return number === undefined ? { kind: 'fail', status: 500 } : number >= 300 && number <= 599 ? { kind: 'fail', status: number } : undefined
  if (kind === 'hang') return { kind: 'hang', ms: number ?? 20000 }
  if (kind === 'drop' && arg === undefined) return { kind: 'drop' }
  return undefined
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

const V2 = /^\/uploads\/form\/v2\/([^/]+)\/([^/]+)$/
const V3 = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/
const MAX_BODY = 1_000_000

class BadRequest extends Error {}

function modeFromEnvironment(): RecorderMode {
  const mode = parseMode(process.env.LEAD_RECORDER_MODE)
  if (!mode) throw new Error(`LEAD_RECORDER_MODE must be "ok", "fail:<status>", "hang:<ms>" or "drop", not "${process.env.LEAD_RECORDER_MODE}".`)
  return mode
}

export function startLeadRecorder({ port = 3001, file = '.leads/leads.jsonl', mode = modeFromEnvironment(), log = false }: { port?: number; file?: string; mode?: RecorderMode; log?: boolean } = {}): Promise<Server> {
  let everyLead = mode
  const byEmail = new Map<string, RecorderMode>()
  mkdirSync(path.dirname(file), { recursive: true })
  const readLeads = (): RecordedLead[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as RecordedLead) : [])
  const json = (res: ServerResponse, status: number, body: unknown) => void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
    const url = new URL(req.url ?? '/', 'http://recorder')
    const email = url.searchParams.get('email')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()

    if (url.pathname === '/__control' && req.method === 'POST') {
      const body = parseJson(await readBody(req)) as { mode?: unknown; email?: unknown }
      const next = typeof body.mode === 'string' ? parseMode(body.mode) : undefined
      if (!next) return json(res, 400, { error: 'mode must be "ok", "fail:<status>", "hang:<ms>" or "drop"' })
      if (typeof body.email === 'string') {
        if (next.kind === 'ok') byEmail.delete(body.email)
        else byEmail.set(body.email, next)
      } else {
        everyLead = next
        if (next.kind === 'ok') byEmail.clear()
      }
      return json(res, 200, { mode: everyLead, rules: Object.fromEntries(byEmail) })
    }
    if (url.pathname === '/__leads' && req.method === 'GET') {
      return json(res, 200, readLeads().filter((l) => !email || l.fields.email === email))
    }
    if (url.pathname === '/__leads' && req.method === 'DELETE') {
      const kept = email ? readLeads().filter((l) => l.fields.email !== email) : []
      writeFileSync(file, kept.map((l) => `${JSON.stringify(l)}\n`).join(''))
      return void res.writeHead(204).end()
    }

    const route = V2.exec(url.pathname) ?? V3.exec(url.pathname)
    if (req.method !== 'POST' || !route) return void res.writeHead(404).end()
    const api = V2.test(url.pathname) ? 'v2' : 'v3'
    const body = await readBody(req)
    const lead: RecordedLead = { receivedAt: new Date().toISOString(), api, portalId: decodeURIComponent(route[1] ?? ''), formId: decodeURIComponent(route[2] ?? ''), contentType: req.headers['content-type'] ?? '', fields: {} }
    if (api === 'v2') {
      lead.fields = Object.fromEntries(new URLSearchParams(body))
    } else {
      const parsed = parseJson(body) as { fields?: { name: string; value: string }[]; context?: unknown }
      if (!Array.isArray(parsed.fields)) throw new BadRequest('a v3 submission needs a `fields` list')
      lead.fields = Object.fromEntries(parsed.fields.map((f) => [f.name, f.value]))
      lead.context = parsed.context
    }

    const mode = byEmail.get(lead.fields.email ?? '') ?? everyLead
    if (mode.kind === 'drop') return void req.socket.destroy()
    if (mode.kind === 'fail') return void res.writeHead(mode.status, { 'Content-Type': 'text/plain' }).end('The lead recorder was told to fail.')
    if (mode.kind === 'hang') await new Promise((resolve) => setTimeout(resolve, mode.ms))
    appendFileSync(file, `${JSON.stringify(lead)}\n`)
    if (log) console.log(`Lead recorded (${api}): ${lead.fields.firstname ?? ''} ${lead.fields.lastname ?? ''} <${lead.fields.email ?? ''}>`)
    if (res.destroyed) return
    if (api === 'v2') return void res.writeHead(204).end()
    json(res, 200, { inlineMessage: 'Thanks for submitting the form.' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      const status = error instanceof BadRequest ? 400 : 500
      json(res, status, { error: error instanceof Error ? error.message : String(error) })
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}')
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // Reported below.
  }
  throw new BadRequest('the body must be a JSON object')
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      data += chunk
      if (data.length > MAX_BODY) reject(new BadRequest('the body is too large'))
    })
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined }
  const port = Number(arg('port') ?? process.env.LEAD_RECORDER_PORT ?? 3001)
  const file = arg('file') ?? '.leads/leads.jsonl'
  void startLeadRecorder({ port, file, log: true }).then(() => console.log(`Lead recorder on http://localhost:${port} (leads in ${file})`))
}
