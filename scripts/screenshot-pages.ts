/**
 * Usage: tsx scripts/screenshot-pages.ts [--base http://localhost:3000] [--full] [--widths 320,375,1280] /path[#hash] ...
 * Writes a PNG of each page at each width (375px and 1280px unless told) to tests/screenshots/ (git ignores it),
 * for looking at a page after a change. Serve the built site first (`npm run serve`).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const args = process.argv.slice(2)
const baseIndex = args.indexOf('--base')
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'http://localhost:3000'
const fullPage = args.includes('--full')
const widthsIndex = args.indexOf('--widths')
const widths = widthsIndex >= 0 ? args[widthsIndex + 1]!.split(',').map(Number) : [375, 1280]
const urls = args.filter((a, i) => a.startsWith('/') && (baseIndex < 0 || i !== baseIndex + 1))
if (!urls.length) {
  console.error('Name at least one page, e.g. `tsx scripts/screenshot-pages.ts /contact`.')
  process.exit(1)
}

const outDir = path.resolve('tests/screenshots')
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } })
  for (const url of urls) {
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' })
    await waitForScrollToSettle(page)
    const name = `${url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage })
    console.log(path.relative(process.cwd(), path.join(outDir, name)))
  }
  await page.close()
}
await browser.close()

/** Arriving at `#anchor` scrolls smoothly (global.css): shoot once the page stops moving. */
async function waitForScrollToSettle(page: Page) {
  let last = -1
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) return
    last = y
    await page.waitForTimeout(100)
  }
}
