/**
 * Usage: tsx scripts/bench-main-thread.ts [--runs 3] [--build] [--no-write]   (`npm run bench:main-thread`)
 * Loads one page of each kind in Debian's Chromium with the CPU slowed 4x (as Lighthouse's mobile
 * run does), records a trace from navigation until 3 s after `load`, and reports the main thread's
 * long tasks (over 50 ms), their total blocking time and where the time went (style, layout,
 * paint, parse, script). Each page runs `--runs` times in a fresh browser context; the run with
 * the median blocking time is kept. Writes the table to docs/PERFORMANCE.md between the
 * `main-thread` markers. A benchmark, not a test: on a shared machine the figures swing.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { serveBuild } from './bench/serveBuild.ts'
import { writeDocSection } from './bench/docSection.ts'
import { referencePages } from './bench/referencePages.ts'
import { pageKinds } from './bench/pageKinds.ts'
import { analyseTrace, TRACE_CATEGORIES, WORK_KINDS, type MainThreadFigures } from './bench/mainThreadTrace.ts'
import { builtHtmlFile } from './host/builtFile.ts'

// The legal pages too: the longest run of text without any script.
const pages = [...pageKinds, '/privacy-policy']
const AFTER_LOAD_MS = 3000

const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, e.g. --runs 3')
const built = (p: string) => existsSync(`dist/client/${builtHtmlFile(p)}`)
if (process.argv.includes('--build') || !pages.every(built))
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, ALLOW_PLACEHOLDERS: '1' } })

interface PageRun extends MainThreadFigures {
  path: string
  elements: number
  loadMs: number
}

/** One cold load at 4x CPU, mobile viewport (Lighthouse's Moto G Power size). */
async function measure(browser: Browser, origin: string, path: string): Promise<PageRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    await referencePages.find((p) => p.path === path)?.install(context, origin)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    const loadMs = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    )
    await page.waitForTimeout(AFTER_LOAD_MS)
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
    const trace = (await browser.stopTracing()).toString('utf8')
    return { path, elements, loadMs, ...analyseTrace(trace, `${origin}${path}`, loadMs + AFTER_LOAD_MS) }
  } finally {
    await context.close()
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')
const loadBefore = load()
const server = await serveBuild()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const results: PageRun[] = []
try {
  for (const path of [...pages, ...referencePages.map((p) => p.path)]) {
    process.stdout.write(`${path} ...`)
    const tries: PageRun[] = []
    for (let i = 0; i < runs; i++) {
      // A trace now and then misses the page's renderer on a busy machine: one failed run is tried again.
      tries.push(await measure(browser, server.origin, path).catch(() => measure(browser, server.origin, path)))
      process.stdout.write(` ${Math.round(tries.at(-1)!.blockingMs)}`)
    }
    const median = [...tries].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(runs / 2)]!
    console.log(` -> TBT ${Math.round(median.blockingMs)} ms`)
    results.push(median)
  }
} finally {
  await browser.close()
  server.stop()
}

const ms = (n: number) => String(Math.round(n))
const table = [
  `| page | DOM elements | long tasks (ms) | total blocking | load | ${WORK_KINDS.join(' | ')} |`,
  `|---|---:|---|---:|---:|${WORK_KINDS.map(() => '---:').join('|')}|`,
  ...results.map(
    (r) =>
      `| ${r.path} | ${r.elements} | ${r.longTasks.map(ms).join(', ') || 'none'} | ${ms(r.blockingMs)} ms | ${ms(r.loadMs)} ms | ${WORK_KINDS.map((k) => ms(r.breakdown[k])).join(' | ')} |`,
  ),
]
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (Chromium, CPU 4x slower, 412 px mobile viewport, cold load, until 3 s after \`load\`; median of ${runs} run${runs === 1 ? '' : 's'} by blocking time). Load average ${loadBefore} before, ${load()} after, on ${cpus().length} cores.`,
  '',
  `Style, layout, paint, parse and script are main-thread milliseconds of that work during the window (slowed 4x); other is the rest of the time inside tasks (committing the navigation, reading the document's bytes, images, work the trace does not name). /__text-only/privacy-policy is /privacy-policy with no stylesheet, class, image, script or favicon: what its text and elements cost the browser whatever the design. /__one-paragraph is a one-paragraph page without a stylesheet: the floor any page costs this browser here.`,
  '',
  ...table,
].join('\n')
console.log(`\n${markdown}\n`)
if (!process.argv.includes('--no-write')) {
  const written = writeDocSection('docs/PERFORMANCE.md', 'main-thread', markdown)
  console.log(
    written
      ? 'Written to docs/PERFORMANCE.md.'
      : 'docs/PERFORMANCE.md has no <!-- main-thread:start --> / <!-- main-thread:end --> markers: paste the table above.',
  )
}
