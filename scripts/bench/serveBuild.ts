/** Serves dist/client with scripts/serve.ts on a free port, for the benchmarks; `stop()` ends it. */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
  })
}

export async function serveBuild(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort()
  const child = spawn('node_modules/.bin/tsx', ['scripts/serve.ts', '--port', String(port), '--no-recorder'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null)
      throw new Error(`scripts/serve.ts stopped (exit ${child.exitCode}) before serving ${origin}`)
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, stop: () => child.kill() }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error(`scripts/serve.ts did not answer on ${origin} within 30 s`)
}
