/**
 * Usage: tsx scripts/bench-lighthouse.ts [--runs 3] [--build] [--no-write]   (`npm run bench:lighthouse`)
 * Lighthouse mobile on one page of each kind in each language, served from dist/client by scripts/serve.ts:
 * the four category scores, LCP, TBT, CLS and JS/CSS gzip per page, printed as a table and
 * written to docs/PERFORMANCE.md between the `lighthouse` markers. Builds first when asked
 * or when dist/client lacks a page; runs Debian's Chromium (CHROMIUM_PATH overrides). Each page
 * runs `--runs` times and the run with the median performance score is kept (the machine is shared).
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { serveBuild } from './bench/serveBuild.ts'
import { runLighthouse, type LighthouseFigures } from './bench/lighthouseRun.ts'
import { writeDocSection } from './bench/docSection.ts'
import { pageKinds, spanishPageKinds } from './bench/pageKinds.ts'
import { builtHtmlFile } from './host/builtFile.ts'

const pages = [...pageKinds, ...spanishPageKinds]
const flags = ['--headless=new', ...chromiumArgs]

const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, e.g. --runs 3')
const built = (p: string) => existsSync(`dist/client/${builtHtmlFile(p)}`)
if (process.argv.includes('--build') || !pages.every(built))
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, ALLOW_PLACEHOLDERS: '1' } })

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one failed run is tried again. */
async function runWithRetry(run: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  try {
    return await run()
  } catch (error) {
    process.stdout.write(` (${error instanceof Error ? error.message.split(':').pop()!.trim() : 'failed'}; again)`)
    return run()
  }
}

const server = await serveBuild()
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath() ?? '/usr/bin/chromium', chromeFlags: flags })
const results: LighthouseFigures[] = []
try {
  for (const page of pages) {
    process.stdout.write(`Lighthouse ${page} ...`)
    const tries: LighthouseFigures[] = []
    for (let i = 0; i < runs; i++) {
      tries.push(await runWithRetry(() => runLighthouse(server.origin, page, chrome.port)))
      process.stdout.write(` ${tries.at(-1)!.scores.performance}`)
    }
    const median = [...tries].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs / 2)]!
    console.log(` -> ${Object.values(median.scores).join(' / ')}`)
    results.push(median)
  }
} finally {
  chrome.kill()
  server.stop()
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const table = [
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS gzip | CSS gzip |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.path} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores.bestPractices} | ${r.scores.seo} | ${Math.round(r.lcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsGzip)} KB | ${kb(r.cssGzip)} KB |`,
  ),
]
const lost = results.filter((r) => r.lost.length).map((r) => `- ${r.path}: ${r.lost.join('; ')}`)
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 10)} (Lighthouse 12.8 mobile, simulated throttling, served by scripts/serve.ts; median of ${runs} run${runs === 1 ? '' : 's'} by performance score).`,
  '',
  ...table,
  '',
  ...(lost.length ? ['Audits that cost points:', '', ...lost] : ['No audit costs a point on any page.']),
].join('\n')
console.log(`\n${markdown}\n`)
if (!process.argv.includes('--no-write')) {
  const written = writeDocSection('docs/PERFORMANCE.md', 'lighthouse', markdown)
  console.log(
    written
      ? 'Written to docs/PERFORMANCE.md.'
      : 'docs/PERFORMANCE.md has no <!-- lighthouse:start --> / <!-- lighthouse:end --> markers: paste the table above.',
  )
}
