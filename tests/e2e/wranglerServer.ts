/**
 * Cloudflare's own Pages runtime, `wrangler pages dev` (workerd, reading `_headers` and `_redirects`
 * as the host does), serving a built folder for tests/e2e/hosts.spec.ts.
 *
 * wrangler is not one of the project's packages: it needs Node 22.12 or later and brings workerd
 * (about 350 MB with Node 22), which every `npm ci` would then install for one test. npx installs
 * this exact version into npm's cache the first time (about 90 s here), and starts it from there
 * afterwards; with the registry's `node` package for Node 22 when this Node is older.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const WRANGLER_VERSION = '4.164.0'
const NODE_VERSION = '22.23.3'
/** The runtime's behaviour date, fixed so a newer default does not change what the test sees. */
const COMPATIBILITY_DATE = '2026-11-17'

export interface RunningWrangler {
  origin: string
  /** Seconds from the command to the first answer. */
  startSeconds: number
  stop(): void
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
const nodeIsNewEnough = major > 22 || (major === 22 && minor >= 12)

const packages = [...(nodeIsNewEnough ? [] : ['-p', `node@${NODE_VERSION}`]), '-p', `wrangler@${WRANGLER_VERSION}`]
/** npx's arguments before wrangler's own. */
const npxWrangler = ['-y', ...packages, '--', 'wrangler']

/**
 * Has npx install wrangler (and Node 22) into its cache, if it is not there yet: `npm test` starts
 * this before the build, so the download overlaps the build's work instead of holding a test worker.
 */
export function installWrangler(): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn('npx', [...npxWrangler, '--version'], {
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    })
    // A failure here shows again, with wrangler's words, when hosts.spec.ts starts it.
    child.on('exit', () => resolve())
    child.on('error', () => resolve())
  })
}

export async function startWrangler(folder: string, port: number, timeoutMs: number): Promise<RunningWrangler> {
  const origin = `http://127.0.0.1:${port}`
  if (await answers(origin)) throw new Error(`Something already answers on ${origin}: stop it, or set WRANGLER_PORT.`)
  const started = performance.now()
  // Its state folder (.wrangler/) goes to a folder of its own, never into the project.
  const cwd = mkdtempSync(path.join(tmpdir(), 'wrangler-'))
  const args = [...npxWrangler, 'pages', 'dev', path.resolve(folder)]
  args.push('--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', COMPATIBILITY_DATE)
  const child = spawn('npx', args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    rmSync(cwd, { recursive: true, force: true })
  }
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      stop()
      throw new Error(`wrangler pages dev stopped (exit ${child.exitCode}) before serving ${folder}:\n${output}`)
    }
    if (await answers(origin)) return { origin, startSeconds: (performance.now() - started) / 1000, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`wrangler pages dev did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`)
}

const answers = (origin: string) =>
  fetch(`${origin}/`, { redirect: 'manual' }).then(
    () => true,
    () => false,
  )
