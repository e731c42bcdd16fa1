/**
 * Usage: tsx scripts/bench.ts [--pages 60|60,500,2000] [--write]   (`npm run bench -- --pages N`)
 * Build benchmark: writes N synthetic pages beside a copy of the real content into
 * .bench/content-N/, runs the site's build on it (CONTENT_DIR) in a child process, and prints
 * pages, HTML files, wall and CPU seconds, ms per page and peak memory for each size: a cold build
 * (the pipeline's cache emptied) and a warm one after one page changed (lib/content/entryCache.ts). The /admin/
 * editor's bundle, the same at any size, is built and measured once on its own (EDITOR_BUILD=off
 * leaves it out of the site's builds).
 * `--write` puts the table into docs/PERFORMANCE.md between the `bench` markers.
 * The build writes dist/ as usual: run `npm run build` afterwards to get the real site back.
 */
import { pageUrls } from '../lib/content/pagesByUrl.ts'
import { contentStore } from '../lib/content/store.ts'
import { CACHE_DIR } from '../lib/content/entryCache.ts'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cpus } from 'node:os'
import { writeSyntheticContent } from './bench/syntheticContent.ts'
import { measureBuild } from './bench/measureBuild.ts'
import { writeDocSection } from './bench/docSection.ts'

const BUDGET_MS_PER_PAGE = 13
const BUDGET_PEAK_MB = 1200

const arg = process.argv[process.argv.indexOf('--pages') + 1]
const sizes = (process.argv.includes('--pages') && arg ? arg : '60').split(',').map(Number)
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--pages takes whole numbers separated by commas, e.g. --pages 60,500,2000 (got "${arg}")`)
  process.exit(1)
}

const real = contentStore().pages
const realPaths = real.map((p) => p.data.path)
const rows: string[] = []
let previous: { pages: number; cpuSeconds: number } | undefined
for (const n of [...sizes].sort((a, b) => a - b)) {
  const dir = writeSyntheticContent(n, realPaths)
  console.log(`\nBuilding ${n} synthetic + ${real.length} real pages from ${dir} ...`)
  // A measurement, never published: the placeholder ids may stay (scripts/buildSettings.ts).
  const env = { ...process.env, ALLOW_PLACEHOLDERS: '1', EDITOR_BUILD: 'off', CONTENT_DIR: dir }
  rmSync(CACHE_DIR, { recursive: true, force: true })
  const cost = measureBuild(env, dir)
  if (!cost.ok) {
    console.error(`The build failed: see ${cost.log}`)
    process.exit(1)
  }
  // An editor's change to one page, then the build again: every other file comes from the cache.
  const changed = path.join(dir, 'pages', 'bench', 'page-00001.mdx')
  writeFileSync(
    changed,
    readFileSync(changed, 'utf8').replace(/\n\n/, '\n\nOne sentence changed for the warm build.\n\n'),
  )
  const warm = measureBuild(env, dir)
  if (!warm.ok) {
    console.error(`The warm build failed: see ${warm.log}`)
    process.exit(1)
  }
  const pages = n + real.length
  const htmlFiles = readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  ).length
  const expected = n + real.flatMap(pageUrls).length + 1
  if (htmlFiles < expected)
    console.warn(`Only ${htmlFiles} HTML files were written, ${expected} expected (pages, aliases, 404).`)
  const wallMs = (cost.wallSeconds * 1000) / pages
  const cpuMs = (cost.cpuSeconds * 1000) / pages
  const verdict =
    n >= 2000 ? (wallMs <= BUDGET_MS_PER_PAGE && cost.peakMB <= BUDGET_PEAK_MB ? 'within budget' : 'OVER BUDGET') : ''
  // CPU each added page costs over the previous size: flat or falling means no growth with page count.
  const marginal = previous
    ? `${(((cost.cpuSeconds - previous.cpuSeconds) * 1000) / (pages - previous.pages)).toFixed(1)} ms`
    : ''
  previous = { pages, cpuSeconds: cost.cpuSeconds }
  const share = `${Math.round((warm.cpuSeconds / cost.cpuSeconds) * 100)}%`
  const row = `| ${pages} | ${htmlFiles} | ${cost.wallSeconds.toFixed(1)} s | ${cost.cpuSeconds.toFixed(1)} s | ${wallMs.toFixed(1)} ms | ${cpuMs.toFixed(1)} ms | ${marginal} | ${Math.round(cost.peakMB)} MB | ${warm.wallSeconds.toFixed(1)} s / ${warm.cpuSeconds.toFixed(1)} s (${share}) | ${verdict} |`
  console.log(row)
  rows.push(row)
}

const editorDir = writeSyntheticContent(sizes[0]!, realPaths)
console.log('\nBuilding the /admin/ editor on its own ...')
const editor = measureBuild({ ...process.env, ALLOW_PLACEHOLDERS: '1' }, editorDir, [
  'node_modules/.bin/tsx',
  'scripts/build-editor.ts',
])
if (!editor.ok) {
  console.error(`The editor's build failed: see ${editor.log}`)
  process.exit(1)
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}); wall time depends on what else runs, CPU time less so.`,
  '',
  '| pages | HTML files | wall | CPU | ms per page (wall) | ms per page (CPU) | CPU per added page | peak memory | warm build after a one-page change (wall / CPU, share of cold CPU) | budget at 2,000 |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows,
  '',
  `The site's build without the /admin/ editor (EDITOR_BUILD=off), cold (the pipeline's cache, node_modules/.cache/site-content, emptied first), then warm after one page changed (every other file's read, checks and compiled body come from the cache; the checks across entries, the bundling and the pre-rendering run as before). \`npm run build\` then bundles the editor (Decap CMS) in a process of its own, the same at any page count: ${editor.wallSeconds.toFixed(1)} s wall, ${editor.cpuSeconds.toFixed(1)} s CPU, ${Math.round(editor.peakMB)} MB peak.`,
].join('\n')
console.log(`\n${table}\n`)
if (process.argv.includes('--write')) {
  console.log(
    writeDocSection('docs/PERFORMANCE.md', 'bench', table)
      ? 'Written to docs/PERFORMANCE.md.'
      : 'docs/PERFORMANCE.md has no <!-- bench:start --> / <!-- bench:end --> markers: paste the table above.',
  )
}
