/**
 * Usage: tsx scripts/measure-reflow.ts [--base http://localhost:3000] [/path ...]
 * Prints document.documentElement.scrollWidth of each page (default: every page of the build's
 * sitemap.xml and the 404 page) at the layout gate's screens, marking each page wider than its
 * screen. Serve the built site first (`npm run serve`).
 */
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { builtPagePaths, layoutViewports } from '../tests/e2e/layoutViewports.ts'

const args = process.argv.slice(2)
const baseIndex = args.indexOf('--base')
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'http://localhost:3000'
const named = args.filter((a, i) => a.startsWith('/') && i !== baseIndex + 1)
const paths = named.length ? named : builtPagePaths()

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const page = await browser.newPage({ deviceScaleFactor: 2 })
console.log(['page', ...layoutViewports.map((v) => v.name)].join('\t'))
let wide = 0
for (const url of paths) {
  await page.setViewportSize(layoutViewports[0]!)
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' })
  const cells: string[] = []
  for (const viewport of layoutViewports) {
    await page.setViewportSize(viewport)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > viewport.width) wide++
    cells.push(width > viewport.width ? `${width} (!)` : String(width))
  }
  console.log([url, ...cells].join('\t'))
}
console.log(`${wide} page-screen pair(s) wider than the screen`)
await browser.close()
