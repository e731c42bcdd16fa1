/**
 * Usage: tsx scripts/bench-search.ts [--rate 4] [--port 4390]   (after `npm run build`)
 * Times keystroke -> rendered results on /legal-glossary and on both tabs of /faq in Chromium
 * with the CPU throttled (4x by default), Fuse.js loaded: the first results (entries containing
 * the text) and the complete ones (fuzzy matches added), median, p95 and max, with the
 * machine's load (other processes on a busy machine inflate the figures).
 */
import { loadavg } from 'node:os'
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { measureTyping, summarize, throttleCpu } from '../tests/e2e/measureTyping.ts'

const arg = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined }
const rate = Number(arg('rate') ?? 4)
const port = Number(arg('port') ?? 4390)
const base = `http://localhost:${port}`
const queries = ['negligence', 'statue of limitations', 'insurance company', 'neglegence']
const pages = [
  { name: '/legal-glossary (30 terms)', url: '/legal-glossary', input: '#glossary-search' },
  { name: '/faq, FAQ tab (10 questions)', url: '/faq', input: '#faq-search' },
  { name: '/faq, Glossary tab (75 terms)', url: '/faq?tab=glossary', input: '#faq-search' },
]

const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--no-recorder'], { stdio: 'ignore', detached: true })
const stopServer = () => { try { process.kill(-server.pid!) } catch { /* already gone */ } }
try {
  for (let i = 0; i < 50 && !(await fetch(`${base}/`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 200))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  console.log(`Keystroke -> rendered results, CPU throttled ${rate}x (ms); machine load ${loadavg().map((l) => l.toFixed(1)).join(' ')} on 2 cores`)
  for (const target of pages) {
    const page = await browser.newPage()
    await page.goto(base + target.url)
    await page.locator(`${target.input}:enabled`).waitFor()
    await page.focus(target.input) // loads Fuse.js and the index
    await page.waitForLoadState('networkidle')
    await throttleCpu(page, rate)
    const first: number[] = []
    const complete: number[] = []
    for (const query of queries) {
      await page.fill(target.input, '')
      await page.waitForTimeout(300)
      const times = await measureTyping(page, target.input, '[data-island] [role=status]', query)
      first.push(...times.first)
      complete.push(...times.complete)
    }
    const show = (label: string, times: number[]) => { const s = summarize(times); return `${label} p10 ${s.p10.toFixed(1)} median ${s.median.toFixed(1)} p95 ${s.p95.toFixed(1)} max ${s.max.toFixed(1)}` }
    console.log(`${target.name}, ${first.length} keystrokes\n  ${show('first results:', first)}\n  ${show('with fuzzy:   ', complete)}`)
    await page.close()
  }
  await browser.close()
} finally {
  stopServer()
}
