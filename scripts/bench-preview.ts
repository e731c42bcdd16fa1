/**
 * Usage: tsx scripts/bench-preview.ts [--pages 2000] [--write]   (`npm run bench:preview`)
 * How long an editor waits to see a save: in the dev server (`vike dev`), the time from writing
 * one page's file to that page answering with the change, median of 5 saves, on a copy of the real
 * content and on the `npm run bench` content (N synthetic pages beside it). `--write` puts the
 * table into docs/PERFORMANCE.md between the `bench-preview` markers.
 */
import { spawn } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cpus } from 'node:os'
import { contentStore } from '../lib/content/store.ts'
import { writeSyntheticContent } from './bench/syntheticContent.ts'
import { syntheticPath } from './bench/syntheticPage.ts'
import { freePort } from './bench/serveBuild.ts'
import { writeDocSection } from './bench/docSection.ts'

const SAVES = 5
const arg = process.argv[process.argv.indexOf('--pages') + 1]
const synthetic = Number(process.argv.includes('--pages') && arg ? arg : 2000)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function waitFor(url: string, has: (text: string) => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const text = await fetch(url, { headers: { Accept: 'text/html' } }).then(
      (r) => r.text(),
      () => '',
    )
    if (has(text)) return
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`${url} did not show the change within ${timeoutMs / 1000} s`)
}

/** Starts `vike dev` on `dir`, saves `file` (the page at `at`) five times, and returns each wait in ms. */
async function measure(dir: string, file: string, at: string): Promise<number[]> {
  const port = await freePort()
  const dev = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port)], {
    env: { ...process.env, CONTENT_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://localhost:${port}${at}`
  try {
    await waitFor(url, (text) => text.includes('</html>'), 180_000)
    const original = readFileSync(file, 'utf8')
    const waits: number[] = []
    for (let i = 1; i <= SAVES; i++) {
      const marker = `Saved for the preview benchmark, time ${i}.`
      const started = performance.now()
      writeFileSync(file, original.replace(/\n\n/, `\n\n${marker}\n\n`))
      await waitFor(url, (text) => text.includes(marker), 60_000)
      waits.push(performance.now() - started)
    }
    writeFileSync(file, original)
    return waits
  } finally {
    process.kill(-dev.pid!, 'SIGTERM')
  }
}

/** The first page of a folder that has an address of its own (not the home page), with that address. */
function firstPage(dir: string): { file: string; at: string } {
  const pages = path.join(dir, 'pages')
  for (const name of readdirSync(pages).sort()) {
    if (!name.endsWith('.mdx')) continue
    const at = /^path: (\/[\w/-]+)$/m.exec(readFileSync(path.join(pages, name), 'utf8'))?.[1]
    if (at && at !== '/') return { file: path.join(pages, name), at }
  }
  throw new Error(`${pages} has no page besides the home page`)
}

const real = path.resolve('.bench', 'preview-real')
rmSync(real, { recursive: true, force: true })
cpSync('content', real, { recursive: true })
const many = writeSyntheticContent(
  synthetic,
  contentStore().pages.map((p) => p.data.path),
)
const rows: string[] = []
for (const [label, dir, page] of [
  ['the real content', real, firstPage(real)],
  [
    `${synthetic} synthetic pages beside it`,
    many,
    { file: path.join(many, 'pages', 'bench', 'page-00001.mdx'), at: syntheticPath(1) },
  ],
] as const) {
  console.log(`Measuring ${label} ...`)
  const waits = await measure(dir, page.file, page.at)
  const row = `| ${label} | ${Math.round(median(waits))} ms | ${waits.map((w) => Math.round(w)).join(', ')} ms |`
  console.log(row)
  rows.push(row)
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores; from writing one page's file to the dev server answering that page with the change (median of ${SAVES} saves).`,
  '',
  '| content | median | each save |',
  '|---|---:|---|',
  ...rows,
].join('\n')
console.log(`\n${table}\n`)
if (process.argv.includes('--write'))
  console.log(
    writeDocSection('docs/PERFORMANCE.md', 'bench-preview', table)
      ? 'Written to docs/PERFORMANCE.md.'
      : 'docs/PERFORMANCE.md has no <!-- bench-preview:start --> / <!-- bench-preview:end --> markers: paste the table above.',
  )
