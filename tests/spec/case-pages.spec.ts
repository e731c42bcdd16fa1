/**
 * The 17 case landing pages as built, one table row each (tests/e2e/casePages.ts): the h1,
 * the canonical link (aliases too), the case-review buttons per dialog, the lists, figures
 * and results of the specification with the disclaimer beside each results block, the
 * legal-advertising wording, the heading outline, and links that all reach a page.
 * Screenshots of three pages at 375px and 1280px go to tests/screenshots/ (not committed).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { casePages, urgentWhyChoose, type CasePage } from './casePages.ts'

const siteUrl = process.env.SITE_URL ?? 'https://www.example.com'
const DISCLAIMER = 'Prior results do not guarantee a similar outcome.'

/** The band of the page whose h2 reads `title`. */
function section(page: Page, title: string): Locator {
  return page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
}

async function expectListItems(list: Locator, items: string[], exact: boolean | undefined) {
  const texts = (await list.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())
  if (exact) {
    expect(texts).toHaveLength(items.length)
    for (const [i, item] of items.entries())
      expect(texts[i]?.startsWith(item), `item ${i + 1} starts "${item}": ${texts[i]}`).toBe(true)
  }
  for (const item of items)
    expect(
      texts.some((t) => t.startsWith(item)),
      `a list item starting "${item}" among: ${texts.join(' | ')}`,
    ).toBe(true)
}

async function expectSpecContent(page: Page, spec: CasePage) {
  for (const [title, headings] of Object.entries(spec.titles ?? {})) {
    await expect(section(page, title).getByRole('heading', { level: 3 }), title).toHaveText(headings)
  }
  for (const list of spec.lists ?? [])
    await expectListItems(section(page, list.section).locator('li'), list.items, list.exact)
  for (const text of spec.shows ?? []) await expect(page.locator('main')).toContainText(text)
  for (const amount of spec.results ?? []) {
    const card = page.locator('li').filter({ has: page.getByText(amount, { exact: true }) })
    await expect(
      page.locator('main').locator(card).getByRole('heading', { level: 3 }),
      `case label of ${amount}`,
    ).not.toBeEmpty()
    const block = page.locator('main ul').filter({ has: card })
    await expect(block.locator('xpath=following-sibling::p[1]'), `disclaimer beside ${amount}`).toHaveText(DISCLAIMER)
  }
  for (const link of spec.links ?? []) {
    const links = page.getByRole('link', { name: link.text, exact: true })
    expect(await links.count(), `link "${String(link.text)}"`).toBeGreaterThan(0)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href, String(link.text)).toBe(link.href)
  }
  for (const badges of spec.badges ?? []) {
    const links = page.getByRole('list', { name: badges.label }).getByRole('link')
    await expect(links).toHaveCount(badges.count)
    if (badges.href)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toBe(badges.href)
  }
  for (const { section: title, form } of spec.dialogIn ?? []) {
    await expect(
      section(page, title).locator(`button[data-open-form="${form}"]`),
      `${title} opens "${form}"`,
    ).toHaveCount(1)
  }
}

async function expectUrgentLayout(page: Page, types: string[]) {
  const hero = page.locator('main section').first()
  await expect(hero.getByText('Urgent help, 24/7', { exact: true })).toBeVisible()
  await expect(hero.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
  await expect(hero).toContainText('5.0 rating')
  await expect(section(page, 'Get Legal Help').getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(page.locator('main section').nth(1).getByRole('heading', { level: 3 })).toHaveText(types)
  const reasons = section(page, 'Why Choose Our Firm').getByRole('heading', { level: 3 })
  await expect(reasons).toHaveCount(4)
  expect((await reasons.allTextContents()).slice(0, 3)).toEqual(urgentWhyChoose)
  await expect(
    page.locator('main section').last().locator('button[data-open-form="main"]'),
    'final call to action',
  ).toHaveCount(1)
}

/** Legal-advertising wording (NY Rules 7.1, 7.4), the heading outline and tap-to-call in the hero. */
async function expectHouseRules(page: Page) {
  const text = (await page.locator('main').textContent()) ?? ''
  expect(text).not.toMatch(/speciali[sz]/i)
  expect(text, 'every "no fee unless we win" carries the asterisk').not.toMatch(/no fee unless we win(?!\.?\*)/i)
  const sections = await page.locator('main section').allTextContents()
  for (const band of sections) {
    if (/\$\d+(\.\d+)?M\b|\$\d{1,3}(,\d{3}){2,}/.test(band))
      expect(band, 'a section with dollar results shows the disclaimer').toContain(DISCLAIMER)
  }
  const levels = await page
    .locator('main')
    .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])))
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i + 1} follows an h${levels[i - 1]}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1)
  })
  await expect(page.locator('main section').first().locator('a[href^="tel:"][data-call-tracking]')).not.toHaveCount(0)
}

for (const spec of casePages) {
  test(`${spec.path}: what the specification puts on the page`, async ({ page }) => {
    expect((await page.goto(spec.path))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${spec.path}`)

    const perDialog = Object.entries(spec.buttons)
    await expect(page.locator('[data-open-form]')).toHaveCount(perDialog.reduce((sum, [, count]) => sum + count, 0))
    for (const [form, count] of perDialog)
      await expect(page.locator(`button[data-open-form="${form}"]`), `buttons opening "${form}"`).toHaveCount(count)
    if (perDialog.length > 0)
      await expect(
        page.locator('main section').first().locator('button[data-open-form="main"]'),
        'the hero opens the dialog',
      ).toHaveCount(1)
    else {
      await expect(page.locator('form')).toHaveCount(0)
      await expect(page.locator('script[src]'), 'a page without a form loads no script').toHaveCount(0)
    }

    await expectSpecContent(page, spec)
    if (spec.urgentLayout) await expectUrgentLayout(page, spec.urgentLayout.types)
    await expectHouseRules(page)

    for (const alias of spec.aliases ?? []) {
      expect((await page.goto(alias))?.status(), alias).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${spec.path}`)
    }
  })
}

test('every internal link on the case pages opens a page, not the not-found page', async ({ page, request }) => {
  const hrefs = new Set<string>()
  for (const spec of casePages) {
    await page.goto(spec.path)
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
      hrefs.add(href.split('#')[0] || '/')
  }
  expect(hrefs.size).toBeGreaterThan(20)
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('no case page scrolls sideways', async ({ page }) => {
    for (const spec of casePages) {
      await page.goto(spec.path)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        spec.path,
      ).toBeLessThanOrEqual(0)
    }
  })
})

for (const width of [375, 1280]) {
  for (const path of ['/car-accident-lawyer', '/airport-accident-lawyer', '/dog-bite-lawyer']) {
    test(`screenshot of ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `tests/screenshots/cases${path.replace(/\//g, '-')}-${width}.png`, fullPage: true })
    })
  }
}
