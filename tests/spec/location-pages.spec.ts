/**
 * The six location pages and /areas-we-serve against the built site: h1, canonical link,
 * heading outline, badge and card counts, every link target the specification names, the
 * "+N more" badges, no WCAG A/AA violation axe can find, and no link that ends on the not-found page.
 */
import { test, expect, type Page, type Locator } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { AREAS, NYC, areaCards, locationPages } from './locationPages.ts'

async function hrefOf(link: Locator): Promise<string | null> {
  await expect(link).toHaveCount(1)
  return link.getAttribute('href')
}

/** The `<section>` whose h2 has this name. */
const sectionTitled = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) })

async function expectCanonical(page: Page, path: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical ?? '').pathname).toBe(path)
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) => els.map((el) => Number(el.tagName[1])))
  expect(levels.filter((l) => l === 1)).toHaveLength(1)
  for (const [i, level] of levels.entries())
    expect(level, `heading ${i + 1} (h${level}) follows an h${levels[i - 1]}`).toBeLessThanOrEqual(
      (levels[i - 1] ?? 0) + 1,
    )
}

for (const spec of locationPages) {
  test(`${spec.path}: h1, canonical, outline, badges, cards and their links`, async ({ page }) => {
    const response = await page.goto(spec.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1)
    await expectCanonical(page, spec.path)
    await expectHeadingOutline(page)
    await expectNoAxeViolations(page)

    for (const list of spec.badges) {
      const badges = page.getByRole('list', { name: list.name, exact: true })
      await expect(badges.getByRole('listitem'), list.name).toHaveCount(list.count)
      if (list.allTo) {
        const hrefs = await badges.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(hrefs, `${list.name} all link to ${list.allTo}`).toEqual(Array(list.count).fill(list.allTo))
      }
      for (const [label, href] of Object.entries(list.links ?? {})) {
        expect(await hrefOf(badges.getByRole('link', { name: label, exact: true })), `${list.name}: ${label}`).toBe(
          href,
        )
      }
    }

    if (spec.cards) {
      const section = sectionTitled(page, spec.cards.section)
      await expect(section.locator('article')).toHaveCount(spec.cards.count)
      for (const [title, href] of Object.entries(spec.cards.links)) {
        const card = section.locator('article', {
          has: page.getByRole('heading', { level: 3, name: title, exact: true }),
        })
        expect(await hrefOf(card.getByRole('link')), `card ${title}`).toBe(href)
      }
    }

    for (const name of spec.headings ?? [])
      await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(1)
    for (const text of spec.texts ?? [])
      await expect(page.locator('main').getByText(text, { exact: true }).first()).toBeVisible()

    // Every location page offers a call and a case review (a dialog or the contact page).
    await expect(page.locator('main a[href^="tel:"][data-call-tracking]').first()).toBeVisible()
    await expect(
      page.locator('main').locator('button[data-open-form="main"], a[href^="/contact"]').first(),
    ).toBeVisible()
  })
}

test('the Long Island settlements show the no-guarantee note in their section', async ({ page }) => {
  await page.goto('/long-island-personal-injury-lawyer')
  const results = sectionTitled(page, 'Recent Long Island Settlements')
  for (const amount of ['$4,770,000', '$4,500,000', '$4,100,000', '$2,400,000'])
    await expect(results.getByText(amount, { exact: true })).toBeVisible()
  await expect(results.getByText('Prior results do not guarantee a similar outcome.')).toBeVisible()
})

test('the NYC hero calls and opens the NYC case-review dialog; the page closes with a link to /contact', async ({
  page,
}) => {
  await page.goto(NYC)
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  await expect(hero.locator('a[href^="tel:"][data-call-tracking]')).toBeVisible()
  const getHelp = hero.getByRole('button', { name: 'Get Help Now' })
  await expect(getHelp).toHaveAttribute('data-open-form', 'main')
  const closing = page.locator('main > section').last()
  await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
})

test('/areas-we-serve: three cards with 6 place badges, "+N more", practice areas and View Full Details', async ({
  page,
}) => {
  await page.goto(AREAS)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Areas We Serve')
  await expectCanonical(page, AREAS)
  await expectHeadingOutline(page)
  await expectNoAxeViolations(page)
  await expect(page.locator('main article')).toHaveCount(areaCards.length)
  for (const card of areaCards) {
    const article = page.locator('article', {
      has: page.getByRole('heading', { level: 3, name: card.name, exact: true }),
    })
    const places = article.getByRole('list', { name: `Communities: ${card.name}` })
    await expect(places.getByRole('link')).toHaveCount(6)
    const hrefs = await places.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs, `${card.name} place badges link to the county page`).toEqual(Array(6).fill(card.page))
    await expect(places.getByRole('listitem').last()).toHaveText(card.more)
    await expect(
      article.getByRole('list', { name: `Key practice areas: ${card.name}` }).getByRole('listitem'),
    ).toHaveText(card.practiceAreas)
    expect(await hrefOf(article.getByRole('link', { name: new RegExp(`^View Full Details ?: ${card.name}$`) }))).toBe(
      card.page,
    )
  }
  await expect(page.locator('main > section').last().getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('/areas-served is the same page, canonical /areas-we-serve', async ({ page }) => {
  expect((await page.goto('/areas-served'))?.status()).toBe(200)
  await expectCanonical(page, AREAS)
})

test('no link on the location pages reaches the not-found page', async ({ page, request }) => {
  test.setTimeout(90_000)
  const hrefs = new Set<string>()
  for (const path of [...locationPages.map((p) => p.path), AREAS]) {
    await page.goto(path)
    const found = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    for (const href of found) hrefs.add(href.split('#')[0] || '/')
  }
  expect(hrefs.size).toBeGreaterThan(20)
  for (const href of hrefs) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    expect(await response.text(), href).not.toContain('404 Page Not Found')
  }
})
