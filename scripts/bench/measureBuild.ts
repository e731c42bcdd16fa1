/**
 * Runs `npm run build` in a child process and measures it: wall seconds, CPU seconds (user +
 * system, the whole process tree) and peak memory (the largest process). Uses GNU time when
 * /usr/bin/time exists; otherwise each Node process of the build reports its own
 * process.resourceUsage() at exit through a preloaded module.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface BuildCost {
  wallSeconds: number
  cpuSeconds: number
  peakMB: number
  log: string
  ok: boolean
}

const GNU_TIME = '/usr/bin/time'

/** `command`: what to run and measure (by default the whole `npm run build`). */
export function measureBuild(
  env: NodeJS.ProcessEnv,
  workDir: string,
  command: string[] = ['npm', 'run', 'build'],
): BuildCost {
  const log = path.join(workDir, 'build.log')
  const usage = path.join(workDir, 'usage.txt')
  rmSync(usage, { force: true })
  const started = process.hrtime.bigint()
  const run = existsSync(GNU_TIME)
    ? spawnSync(GNU_TIME, ['-f', '%e %U %S %M', '-o', usage, ...command], {
        env,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      })
    : spawnSync(command[0]!, command.slice(1), {
        env: {
          ...env,
          NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(preload(workDir)).href}`,
          BENCH_USAGE_FILE: usage,
        },
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      })
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9
  writeFileSync(log, `${run.stdout}\n${run.stderr}`)
  const ok = run.status === 0
  if (existsSync(GNU_TIME)) {
    const [, user = 0, system = 0, maxKB = 0] = readFileSync(usage, 'utf8')
      .trim()
      .split('\n')
      .pop()!
      .split(' ')
      .map(Number)
    return { wallSeconds, cpuSeconds: user + system, peakMB: maxKB / 1024, log, ok }
  }
  const reports = existsSync(usage)
    ? readFileSync(usage, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { user: number; system: number; maxRSS: number })
    : []
  return {
    wallSeconds,
    cpuSeconds: reports.reduce((s, r) => s + (r.user + r.system) / 1e6, 0),
    peakMB: Math.max(0, ...reports.map((r) => r.maxRSS)) / 1024,
    log,
    ok,
  }
}

function preload(workDir: string): string {
  const file = path.resolve(workDir, 'report-usage.mjs')
  writeFileSync(
    file,
    [
      "import { appendFileSync } from 'node:fs'",
      "process.on('exit', () => { const u = process.resourceUsage(); appendFileSync(process.env.BENCH_USAGE_FILE, JSON.stringify({ user: u.userCPUTime, system: u.systemCPUTime, maxRSS: u.maxRSS }) + '\\n') })",
      '',
    ].join('\n'),
  )
  return file
}
