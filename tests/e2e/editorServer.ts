/** Starts a process for the editor tests and waits until it answers; `stop` ends it and its children. */
import { spawn, type ChildProcess } from 'node:child_process'

export interface Started {
  stop(): Promise<void>
  output(): string
}

export async function startAndWait(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: { url: string; init?: RequestInit },
  timeoutMs = 90_000,
): Promise<Started> {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (d) => {
    output += d
  })
  child.stderr!.on('data', (d) => {
    output += d
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  const stopped = () => (child.exitCode !== null ? `${command} ${args.join(' ')} stopped:\n${output}` : '')
  try {
    await waitUntilAnswers(ready, timeoutMs, stopped)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { stop, output: () => output }
}

/** Polls `ready.url` until it answers below 500; `failed` may end the wait early with a reason. */
export async function waitUntilAnswers(
  ready: { url: string; init?: RequestInit },
  timeoutMs: number,
  failed: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const reason = failed()
    if (reason) throw new Error(reason)
    try {
      if ((await fetch(ready.url, ready.init)).status < 500) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${ready.url} did not answer within ${timeoutMs} ms`)
}

/** decap-server's answer to "are you there" (what Decap itself asks first). */
export const decapInfo = (port: number) => ({
  url: `http://127.0.0.1:${port}/api/v1`,
  init: {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'info', params: {} }),
  },
})
