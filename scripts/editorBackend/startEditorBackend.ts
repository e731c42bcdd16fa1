/**
 * The editor's local backend: decap-server's `fs` mode (its middleware, on the repository's folder)
 * behind the guard (./requestGuard.ts), in one HTTP server on 127.0.0.1. `npm run dev` starts it
 * (scripts/dev.ts), and so do the browser tests of the built /admin/. decap-server's own start
 * script is not used: it would read a `.env` file and answer any page of this computer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { bodyRefusal, type GuardOptions, headerRefusal, type Refusal } from './requestGuard.ts'

type Next = (error?: unknown) => void
type Request = IncomingMessage & { body?: unknown }
type Handler = (req: Request, res: ServerResponse, next: Next) => void
interface App {
  (req: IncomingMessage, res: ServerResponse): void
  use(handler: Handler): void
  disable(setting: string): void
}
interface Express {
  (): App
  json(options: { limit: string }): Handler
}

const require = createRequire(import.meta.url)
const decap = require('decap-server/dist/middlewares.js') as {
  registerLocalFs(app: App, options: { logLevel?: string }): Promise<void>
}
// decap-server's own express (not a dependency of this project), so that its middleware gets the app it expects.
const express = createRequire(require.resolve('decap-server'))('express') as Express

export interface BackendOptions extends GuardOptions {
  /** The port to listen on (0: any free one). */
  port: number
  host?: string
  logLevel?: string
}

export interface Backend {
  server: Server
  port: number
  close(): Promise<void>
}

function refuse(res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify({ error: refusal.error }))
}

export async function startEditorBackend(options: BackendOptions): Promise<Backend> {
  const repoDir = path.resolve(options.repoDir)
  const contentDir = path.resolve(options.contentDir)
  const inside = path.relative(repoDir, contentDir)
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside))
    throw new Error(`The content folder ${contentDir} is not inside the folder the editor saves to (${repoDir}).`)
  const guard = { ...options, repoDir, contentDir }
  const app = express()
  app.disable('x-powered-by')
  app.use((req, res, next) => {
    const refusal = headerRefusal({ method: req.method, headers: req.headers, localPort: req.socket.localPort }, guard)
    if (refusal) refuse(res, refusal)
    else next()
  })
  app.use(express.json({ limit: '50mb' }))
  app.use((req, res, next) => {
    const refusal = req.method === 'POST' ? bodyRefusal(req.body, guard, req.headers.origin !== undefined) : undefined
    if (refusal) refuse(res, refusal)
    else next()
  })
  // decap-server reads the folder it edits from the environment when its middleware is registered.
  const before = process.env.GIT_REPO_DIRECTORY
  process.env.GIT_REPO_DIRECTORY = repoDir
  const registered = decap.registerLocalFs(app, { logLevel: options.logLevel ?? 'warn' })
  if (before === undefined) delete process.env.GIT_REPO_DIRECTORY
  else process.env.GIT_REPO_DIRECTORY = before
  await registered
  // A body that is not JSON, or too large: a sentence, never express's page with its stack.
  app.use(((error: { status?: number }, _req: Request, res: ServerResponse, _next: Next) =>
    refuse(res, { status: error.status ?? 500, error: 'the request could not be read' })) as unknown as Handler)

  const server = createServer(app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
