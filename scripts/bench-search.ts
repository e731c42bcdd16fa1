/**
 * Usage: tsx scripts/bench-search.ts [--rate 4] [--port 4390]   (after `npm run build`)
 * Keystroke -> rendered results on /legal-glossary and on both tabs of /faq in Chromium, Fuse.js
 * loaded, typing four queries letter by letter. Prints, per page:
 * - wall clock with the CPU throttled (4x by default): first results (entries containing the
 *   text) and complete ones (fuzzy matches added): p10, median, p95, max. Other processes on a
 *   busy machine inflate these; the load average is printed with them.
 * - main-thread CPU time per keystroke, unthrottled (script + style + layout, from Chrome's
 *   thread-time metrics, which waiting for a busy CPU does not inflate), times the rate: the
 *   estimate of the throttled figure on an idle machine. "first results" can include the
 *   deferred fuzzy render when it runs before the metric is read, so it errs on the high side.
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { keystrokeCpu, measureTyping, summarize, throttleCpu } from '../tests/e2e/measureTyping.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const rate = Number(arg('rate') ?? 4)
const port = Number(arg('port') ?? 4390)
const base = `http://localhost:${port}`
const queries = ['negligence', 'statue of limitations', 'insurance company', 'neglegence']
const pages = [
  { name: '/legal-glossary (30 terms)', url: '/legal-glossary', input: '#glossary-search' },
  { name: '/faq, FAQ tab (10 questions)', url: '/faq', input: '#faq-search' },
  { name: '/faq, Glossary tab (75 terms)', url: '/faq?tab=glossary', input: '#faq-search' },
]
const fixed = (n: number) => n.toFixed(1)
const stats = (times: number[]) => {
  const s = summarize(times)
  return `p10 ${fixed(s.p10)}  median ${fixed(s.median)}  p95 ${fixed(s.p95)}  max ${fixed(s.max)}`
}

async function wallClock(page: Page, input: string): Promise<{ first: number[]; complete: number[] }> {
  await throttleCpu(page, rate)
  const first: number[] = []
  const complete: number[] = []
  for (const query of queries) {
    await page.fill(input, '')
    await page.waitForTimeout(300)
    const times = await measureTyping(page, input, '[data-island] [role=status]', query)
    first.push(...times.first)
    complete.push(...times.complete)
  }
  await throttleCpu(page, 1)
  return { first, complete }
}

/** Main-thread CPU per keystroke over the four queries (tests/e2e/measureTyping.ts). */
async function cpuTime(page: Page, input: string): Promise<{ keystroke: number[]; frame: number[] }> {
  const keystroke: number[] = []
  const frame: number[] = []
  for (const query of queries) {
    await page.fill(input, '')
    await page.waitForTimeout(300)
    const times = await keystrokeCpu(page, input, query)
    keystroke.push(...times.keystroke)
    frame.push(...times.frame)
  }
  return { keystroke, frame }
}

const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--no-recorder'], {
  stdio: 'ignore',
  detached: true,
})
try {
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 200))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  console.log(
    `Keystroke -> rendered results (ms), ${queries.join('').length} keystrokes per page; machine load ${loadavg().map(fixed).join(' ')} on 2 cores`,
  )
  for (const target of pages) {
    const page = await browser.newPage()
    await page.goto(base + target.url)
    await page.locator(`${target.input}:enabled`).waitFor()
    await page.focus(target.input) // loads Fuse.js and the index
    await page.waitForLoadState('networkidle')
    const wall = await wallClock(page, target.input)
    const cpu = await cpuTime(page, target.input)
    console.log(target.name)
    console.log(`  wall, CPU throttled ${rate}x   first results: ${stats(wall.first)}`)
    console.log(`                           with fuzzy:    ${stats(wall.complete)}`)
    console.log(`  CPU x ${rate} (idle estimate)   first results: ${stats(cpu.keystroke.map((t) => t * rate))}`)
    console.log(`                           whole frame:   ${stats(cpu.frame.map((t) => t * rate))}`)
    await page.close()
  }
  await browser.close()
} finally {
  try {
    process.kill(-server.pid!)
  } catch {
    /* already gone */
  }
}
