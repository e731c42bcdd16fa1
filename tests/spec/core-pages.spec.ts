/**
 * The core pages (home, practice areas, contact, attorney referrals, current clients,
 * government claims) as a visitor gets them from the built site: headings, the figures, lists
 * and link targets the specification fixes, and no link that leads to the not-found page.
 */
import { expect, test, type Page } from '@playwright/test'
import { corePages } from './corePages.ts'

const main = (page: Page) => page.locator('main')

for (const core of corePages) {
  test.describe(core.url, () => {
    test('one h1, the texts and links the specification gives', async ({ page }) => {
      const response = await page.goto(core.url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(core.h1)
      for (const text of core.texts) await expect(main(page).getByText(text).first(), String(text)).toBeVisible()
      for (const link of core.links) {
        const found = main(page).getByRole('link', { name: link.name }).first()
        await expect(found, String(link.name)).toBeVisible()
        if (link.href) await expect(found).toHaveAttribute('href', link.href)
      }
    })

    test('lists, counts and section order', async ({ page }) => {
      await page.goto(core.url)
      for (const list of core.lists ?? []) {
        const within = page.locator(list.within)
        const actual = list.pattern
          ? [...(await within.innerText()).matchAll(list.pattern)].map((m) => m[0])
          : await within
              .locator(list.item ?? 'li')
              .evaluateAll(
                (els, attr) => els.map((e) => (attr ? e.getAttribute(attr) : e.textContent?.trim())),
                list.attr,
              )
        expect(actual, `${list.within} ${list.item ?? String(list.pattern)}`).toEqual(list.expected)
      }
      for (const { selector, count } of core.counts ?? [])
        await expect(page.locator(selector), selector).toHaveCount(count)
      if (core.order) {
        const ids = await main(page)
          .locator('[id]')
          .evaluateAll((els) => els.map((e) => e.id))
        expect(ids.filter((id) => core.order!.includes(id))).toEqual(core.order)
      }
    })

    test('headings do not skip a level', async ({ page }) => {
      await page.goto(core.url)
      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
      for (const [i, level] of levels.entries())
        expect(level - (levels[i - 1] ?? 0), `heading ${i + 1} (h${level})`).toBeLessThanOrEqual(1)
    })

    test('every tel link is tagged for call tracking', async ({ page }) => {
      await page.goto(core.url)
      const tels = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((as) =>
          as.map((a) => ({ href: a.getAttribute('href'), tracked: a.hasAttribute('data-call-tracking') })),
        )
      expect(tels.length).toBeGreaterThan(0)
      for (const tel of tels) expect(tel.tracked, tel.href ?? '').toBe(true)
    })

    test('every same-page #link has its target', async ({ page }) => {
      await page.goto(core.url)
      const hashes = await main(page)
        .locator('a[href^="#"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)))
      for (const id of hashes) await expect(page.locator(`[id="${id}"]`), `#${id}`).toHaveCount(1)
    })
  })
}

test('no link on the core pages leads to the not-found page', async ({ page, request }) => {
  const targets = new Map<string, string>()
  for (const core of corePages) {
    await page.goto(core.url)
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    for (const href of hrefs) if (!targets.has(href)) targets.set(href, core.url)
  }
  expect(targets.size).toBeGreaterThan(30)
  for (const [href, from] of targets) {
    const [path = '/', hash] = href.split('#')
    const response = await request.get(path)
    expect(response.status(), `${href} (linked from ${from})`).toBe(200)
    if (hash) expect(await response.text(), `${href} has the anchor #${hash}`).toContain(`id="${hash}"`)
  }
})
