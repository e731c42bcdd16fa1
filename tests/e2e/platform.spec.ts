/** The platform as a visitor and a host see it: routes, aliases, 404, head, shell, discovery files. */
import { canonicalPath } from '../../lib/content/entries.ts'
import { pageUrls } from '../../lib/content/pagesByUrl.ts'
import { sitePages } from '../../lib/content/languages.ts'
import { contentStore } from '../../lib/content/store.ts'
import { expect, test } from '@playwright/test'
import { routeTable, linkedShortPaths } from './routes.ts'
import { canonicalOf, h1Count, internalHrefs } from './html.ts'

// The address pages are canonical at: site.yaml's (the tests build without SITE_URL).
const SITE = new URL(contentStore().site.siteUrl).origin

test('every path of the route table answers 200 with one h1', async ({ request }) => {
  for (const path of routeTable) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(h1Count(await res.text()), path).toBe(1)
  }
})

test('every page and alias carries its canonical address and a description', async ({ request }) => {
  for (const page of contentStore().pages) {
    for (const url of pageUrls(page)) {
      const html = await (await request.get(url)).text()
      expect(canonicalOf(html), url).toBe(`${SITE}${canonicalPath(page)}`)
      expect(html, url).toContain(`<meta name="description" content="`)
      expect(html, url).toContain('<html lang="en">')
    }
  }
})

test('the short paths pages link to are aliases of the right page', async ({ request }) => {
  for (const [alias, canonical] of Object.entries(linkedShortPaths)) {
    const res = await request.get(alias)
    expect(res.status(), alias).toBe(200)
    const page = contentStore().pages.find((p) => p.data.path === canonical)!
    expect(canonicalOf(await res.text()), alias).toBe(`${SITE}${canonicalPath(page)}`)
  }
})

test('no internal link on any page reaches the not-found page', async ({ request }) => {
  const checked = new Set<string>()
  for (const page of contentStore().pages) {
    for (const href of internalHrefs(await (await request.get(page.data.path)).text())) {
      if (checked.has(href)) continue
      checked.add(href)
      expect((await request.get(href)).status(), `${href} (linked from ${page.data.path})`).toBe(200)
    }
  }
  expect(checked.size).toBeGreaterThan(20)
})

test('an unknown address gets the not-found page with status 404 and a way on', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  // Its words are site.yaml's `notFound`.
  const { notFound } = contentStore().site
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title)
  await expect(page.getByText(notFound.text)).toBeVisible()
  for (const link of [notFound.homeLink, notFound.contactLink])
    await expect(page.getByRole('main').getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      link.href,
    )
  await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveAttribute('data-call-tracking', '')
  // The page conventions every page keeps hold here too; noindex keeps it out of search.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/404$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
})

test('security headers are sent as the host will send them', async ({ request }) => {
  const res = await request.get('/')
  const csp = res.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('sitemap lists each canonical URL once and no alias; robots points at it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  // Both languages' pages (the Spanish ones under /es/).
  const canonicals = sitePages(contentStore()).map((p) => `${SITE}${canonicalPath(p)}`)
  expect(new Set(locs).size).toBe(locs.length)
  expect(locs.sort()).toEqual([...new Set(canonicals)].sort())
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('the home page carries the LegalService JSON-LD from site.yaml', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const json = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!)
  expect(json['@type']).toBe('LegalService')
  expect(json.foundingDate).toBe(String(contentStore().site.foundingYear))
  expect(json.address).toHaveLength(contentStore().site.offices.length)
  for (const key of ['name', 'alternateName', 'url', 'telephone', 'priceRange', 'areaServed'])
    expect(json[key], key).toBeTruthy()
  expect(json.hasOfferCatalog.itemListElement.length, 'the service types').toBeGreaterThan(0)
})
