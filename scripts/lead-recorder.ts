/**
 * Usage: tsx scripts/lead-recorder.ts [--port 3001] [--file .leads/leads.jsonl]   (`npm run leads`; LEAD_RECORDER_PORT also sets the port, HOST the interface: 127.0.0.1)
 * A local stand-in for the marketing-form service that answers as the service does
 * (scripts/recorder/serviceAnswers.ts): the v3 submission (JSON) with 200 JSON and CORS headers,
 * the legacy v2 upload (urlencoded) with 204 and no CORS headers. It appends each lead to a JSON
 * Lines file, refuses a body over 1 MB (413) and malformed input (400). To try failures:
 *   LEAD_RECORDER_MODE=fail:500 | hang:20000 | drop | reject-email | 429:2   (environment, at start)
 *   POST /__control {"mode":"fail:503"}                         (at run time, every lead; {"mode":"ok"} resets all)
 *   POST /__control {"mode":"drop","email":"a@example.com"}     (only leads with that e-mail; "ok" removes the rule)
 *   POST /__control {"mode":"429","retryAfter":1}               (429 with Retry-After: 1)
 *   GET /__leads[?email=...] lists what was stored; GET /__attempts[?email=...] every submission
 *   received, stored or not, with the status it got; DELETE /__leads[?email=...] forgets both.
 * `hang:N` answers (and records) after N ms; `drop` closes the connection without an answer;
 * `reject-email` answers 400 naming `fields.email`, as the service does for an address it refuses;
 * `429` answers as the service's rate limit does, `Retry-After` in seconds, and stores nothing.
 * Those endpoints answer only requests addressed to this computer, and POSTs only as JSON
 * (scripts/recorder/controlGuard.ts): 403 or 415 otherwise.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { appendFileSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MODE_HELP, parseMode, withRetryAfter, type RecorderMode } from './recorder/modes.ts'
import { controlRefusal } from './recorder/controlGuard.ts'
import { BadRequest, TooLarge, oneLine, parseJsonObject, readBody } from './recorder/readBody.ts'
import {
  answerError,
  answerInvalidEmail,
  answerPreflight,
  answerSuccess,
  answerTooManyRequests,
  type LeadApi,
} from './recorder/serviceAnswers.ts'
import { parseLeadFields, type RecordedLead } from './recorder/parseLead.ts'

export { parseMode, type RecorderMode } from './recorder/modes.ts'
export type { RecordedLead } from './recorder/parseLead.ts'

/** One submission as received, whether stored or not: `status` is what it was answered (0: dropped). */
export interface Attempt {
  receivedAt: string
  api: LeadApi
  email: string
  status: number
}

/** Attempts kept in memory, the oldest forgotten first. */
const MAX_ATTEMPTS = 10_000

const V2 = /^\/uploads\/form\/v2\/([^/]+)\/([^/]+)$/
const V3 = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/

function answeredStatus(mode: RecorderMode, api: LeadApi): number {
  if (mode.kind === 'drop') return 0
  if (mode.kind === 'fail') return mode.status
  if (mode.kind === 'reject-email') return 400
  if (mode.kind === '429') return 429
  return api === 'v2' ? 204 : 200
}

function modeFromEnvironment(): RecorderMode {
  const mode = parseMode(process.env.LEAD_RECORDER_MODE)
  if (!mode) throw new Error(`LEAD_RECORDER_MODE must be ${MODE_HELP}, not "${process.env.LEAD_RECORDER_MODE}".`)
  return mode
}

interface Options {
  port?: number
  host?: string
  file?: string
  mode?: RecorderMode
  log?: (line: string) => void
}

export function startLeadRecorder({
  port = 3001,
  host = process.env.HOST ?? '127.0.0.1',
  file = '.leads/leads.jsonl',
  mode = modeFromEnvironment(),
  log,
}: Options = {}): Promise<Server> {
  let everyLead = mode
  const byEmail = new Map<string, RecorderMode>()
  let attempts: Attempt[] = []
  mkdirSync(path.dirname(file), { recursive: true })
  const readLeads = (): RecordedLead[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as RecordedLead)
      : []
  const json = (res: ServerResponse, status: number, body: unknown) =>
    void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

  const control = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const refusal = controlRefusal(req.method, req.headers)
    if (refusal) return json(res, refusal.status, { error: refusal.reason })
    const email = url.searchParams.get('email')
    if (url.pathname === '/__control' && req.method === 'POST') {
      const body = parseJsonObject(await readBody(req))
      const mode = typeof body.mode === 'string' ? parseMode(body.mode) : undefined
      if (!mode) return json(res, 400, { error: `mode must be ${MODE_HELP}` })
      const next = withRetryAfter(mode, body.retryAfter)
      if (!next) return json(res, 400, { error: 'retryAfter must be whole seconds (0 or more), with mode "429"' })
      if (typeof body.email === 'string') {
        if (next.kind === 'ok') byEmail.delete(body.email)
        else byEmail.set(body.email, next)
      } else {
        everyLead = next
        if (next.kind === 'ok') byEmail.clear()
      }
      return json(res, 200, { mode: everyLead, rules: Object.fromEntries(byEmail) })
    }
    if (url.pathname === '/__leads' && req.method === 'GET')
      return json(
        res,
        200,
        readLeads().filter((l) => !email || l.fields.email === email),
      )
    if (url.pathname === '/__attempts' && req.method === 'GET')
      return json(
        res,
        200,
        attempts.filter((a) => !email || a.email === email),
      )
    if (url.pathname === '/__leads' && req.method === 'DELETE') {
      const kept = email ? readLeads().filter((l) => l.fields.email !== email) : []
      writeFileSync(file, kept.map((l) => `${JSON.stringify(l)}\n`).join(''))
      attempts = email ? attempts.filter((a) => a.email !== email) : []
      return void res.writeHead(204).end()
    }
    res.writeHead(404).end()
  }

  const lead = async (req: IncomingMessage, res: ServerResponse, api: LeadApi, route: RegExpExecArray) => {
    if (req.method === 'OPTIONS') return answerPreflight(res, api)
    if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end()
    const contentType = req.headers['content-type'] ?? ''
    const received: RecordedLead = {
      receivedAt: new Date().toISOString(),
      api,
      portalId: decodeURIComponent(route[1] ?? ''),
      formId: decodeURIComponent(route[2] ?? ''),
      contentType,
      ...parseLeadFields(api, contentType, await readBody(req)),
    }
    const mode = byEmail.get(received.fields.email ?? '') ?? everyLead
    attempts.push({
      receivedAt: received.receivedAt,
      api,
      email: received.fields.email ?? '',
      status: answeredStatus(mode, api),
    })
    if (attempts.length > MAX_ATTEMPTS) attempts.shift()
    if (mode.kind === 'drop') return void req.socket.destroy()
    if (mode.kind === '429') return answerTooManyRequests(res, api, mode.retryAfter)
    if (mode.kind === 'fail')
      return answerError(res, api, mode.status, 'The lead recorder was told to fail.', [
        { message: 'The lead recorder was told to fail.', errorType: 'INTERNAL_ERROR' },
      ])
    if (mode.kind === 'reject-email') return answerInvalidEmail(res, api)
    if (mode.kind === 'hang') await new Promise((resolve) => setTimeout(resolve, mode.ms))
    appendFileSync(file, `${JSON.stringify(received)}\n`)
    const { firstname = '', lastname = '', email = '' } = received.fields
    log?.(`Lead recorded (${api}): ${oneLine(`${firstname} ${lastname}`)} <${oneLine(email)}>`)
    if (!res.destroyed) answerSuccess(res, api)
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://recorder')
    const v2 = V2.exec(url.pathname)
    const route = v2 ?? V3.exec(url.pathname)
    return route ? lead(req, res, v2 ? 'v2' : 'v3', route) : control(req, res, url)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      const api = V2.test(req.url ?? '') ? 'v2' : 'v3'
      const reason = error instanceof Error ? error.message : String(error)
      if (error instanceof TooLarge) {
        // Answers at once and closes the connection: the rest of the body is never read.
        res.on('finish', () => req.socket.destroy())
        return answerError(res, api, 413, reason, [{ message: reason, errorType: 'PAYLOAD_TOO_LARGE' }], {
          Connection: 'close',
        })
      }
      if (error instanceof BadRequest)
        return answerError(res, api, 400, reason, [{ message: reason, errorType: 'BAD_REQUEST' }])
      log?.(`Lead recorder error: ${oneLine(reason)}`)
      answerError(res, api, 500, 'internal error', [])
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const port = Number(arg('port') ?? process.env.LEAD_RECORDER_PORT ?? 3001)
  const file = arg('file') ?? '.leads/leads.jsonl'
  void startLeadRecorder({ port, file, log: console.log }).then(() =>
    console.log(`Lead recorder on http://${process.env.HOST ?? '127.0.0.1'}:${port} (leads in ${file})`),
  )
}
