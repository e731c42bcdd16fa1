/**
 * Issue 34's "Done when", measured on the built site (on demand: `npm run screenshots --
 * tests/shots/first-screens.spec.ts`; not part of `npm test`, whose layout tests already judge what
 * covers what at 375 px). On every case and location page (a page with `<Proof>`) in each language:
 * at 375x667, the screen (top / innerHeight) at which the first proof (a result of content/site.yaml,
 * the stars of the rating or a client's words) and the first way to act (a call link, a case-review
 * button or link, a form's field) begin; what something fixed to the screen covers on the first screen
 * and at the end; and at 1280, 1440 and 1920 px the widest measure of the body text, in characters a
 * line. The table is written to tests/screenshots/first-screens.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { coveredTargets, scrollToEnd } from '../e2e/coveredTargets.ts'

const content = contentStore()
const pages = sitePages(content)
  .filter((page) => page.analysis.components.has('Proof'))
  .map((page) => ({ path: canonicalPath(page), language: languageOf(content, page) }))
const amounts = content.site.results.map((r) => r.amount)

/**
 * Where proof and a way to act begin at the latest on a phone, in screens, and the widest measure
 * allowed. A hero's buttons may begin at the first screen's fold: the first scroll shows them, and
 * raises the action bar with the same two actions (styles/global.css).
 */
const PROOF_WITHIN = 2.5
const ACT_WITHIN = 1.02
const MAX_MEASURE = 75
const DESKTOP_WIDTHS = [1280, 1440, 1920]

interface Row {
  path: string
  proof: number
  act: number
  coveredFirst: string[]
  coveredEnd: string[]
  measure: Record<number, { chars: number; text: string }>
}

/** The screen at which the first element `selectors` finds (or that holds a result's amount) begins. */
function screenOf(page: Page, selectors: string, texts: string[] = []): Promise<number> {
  return page.evaluate(
    ({ selectors, texts }) => {
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0
      }
      const found = [...document.querySelectorAll(selectors)].filter(shown)
      for (const el of document.querySelectorAll('main p, main span, main dd, main dt'))
        if (texts.includes((el.textContent ?? '').trim()) && shown(el)) found.push(el)
      const tops = found.map((el) => el.getBoundingClientRect().top + scrollY)
      return tops.length ? Math.min(...tops) / innerHeight : Number.POSITIVE_INFINITY
    },
    { selectors, texts },
  )
}

/** The widest measure of the body text: a paragraph's width over the average width of its own characters. */
function widestMeasure(page: Page): Promise<{ chars: number; text: string }> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!
    let widest = { chars: 0, text: '' }
    for (const p of document.querySelectorAll<HTMLElement>('main p, main li')) {
      const text = (p.textContent ?? '').replace(/\s+/g, ' ').trim()
      if (text.length < 120 || p.querySelector('p, li')) continue
      const style = getComputedStyle(p)
      const width = p.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      if (!width) continue
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const chars = Math.round((width * text.length) / context.measureText(text).width)
      if (chars > widest.chars) widest = { chars, text: text.slice(0, 50) }
    }
    return widest
  })
}

test('proof, a way to act, nothing covered and the measure on every case and location page', async ({ page }) => {
  test.setTimeout(pages.length * 15_000)
  const rows: Row[] = []
  for (const { path } of pages) {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(path)
    const proof = await screenOf(page, 'main [role="img"]:has(> svg), main blockquote', amounts)
    const act = await screenOf(
      page,
      'a[href^="tel:"], [data-open-form], a[href*="#case-review"], main form :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea)',
    )
    const coveredFirst = await coveredTargets(page)
    await scrollToEnd(page)
    const coveredEnd = await coveredTargets(page)
    const measure: Row['measure'] = {}
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      measure[width] = await widestMeasure(page)
    }
    rows.push({ path, proof, act, coveredFirst, coveredEnd, measure })
  }
  writeTable(rows)
  for (const r of rows) {
    expect.soft(r.proof, `${r.path}: the first proof begins within the first screens`).toBeLessThan(PROOF_WITHIN)
    expect.soft(r.act, `${r.path}: a way to act begins on the first screen`).toBeLessThan(ACT_WITHIN)
    expect.soft(r.coveredFirst, `${r.path}: nothing covered on the first screen`).toEqual([])
    expect.soft(r.coveredEnd, `${r.path}: nothing covered at the end`).toEqual([])
    for (const width of DESKTOP_WIDTHS)
      expect
        .soft(r.measure[width]!.chars, `${r.path}: measure at ${width}px, "${r.measure[width]!.text}"`)
        .toBeLessThanOrEqual(MAX_MEASURE)
  }
})

/** The text whose measure is widest at any width, quoted. */
function widest(row: Row): string {
  const [first] = Object.values(row.measure).sort((a, b) => b.chars - a.chars)
  return first ? `"${first.text.slice(0, 40)}…"` : ''
}

function writeTable(rows: Row[]): void {
  const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'none')
  const lines = [
    `| page | proof (screen) | act (screen) | covered, first screen / end | ${DESKTOP_WIDTHS.map((w) => `measure ${w}`).join(' | ')} | widest text |`,
    `|---|---:|---:|---|${DESKTOP_WIDTHS.map(() => '---:').join('|')}|---|`,
    ...rows.map(
      (r) =>
        `| ${r.path} | ${fixed(r.proof)} | ${fixed(r.act)} | ${r.coveredFirst.length} / ${r.coveredEnd.length} | ${DESKTOP_WIDTHS.map((w) => r.measure[w]!.chars).join(' | ')} | ${widest(r)} |`,
    ),
  ]
  mkdirSync('tests/screenshots', { recursive: true })
  writeFileSync('tests/screenshots/first-screens.md', `${lines.join('\n')}\n`)
  console.log(lines.join('\n'))
}
