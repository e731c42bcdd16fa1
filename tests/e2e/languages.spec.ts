/**
 * The site in English and Spanish, derived from the content and the build: every English page has its
 * Spanish page and back, both name each other (hreflang, the sitemap's alternates, the header's
 * language link), each says its language (`lang`, og:locale), a missing Spanish address gets the
 * Spanish not-found page, and a lead from a Spanish page asks to be called back in Spanish.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { counterpartOf } from '../../lib/content/languages.ts'
import { spanishSiteFacts } from '../../lib/content/spanishSiteFacts.ts'
import { leadsFor, uniqueEmail } from './leadHelpers.ts'

const content = contentStore()
const SITE = content.site.siteUrl
const pairs = content.pages
  .filter((page) => page.data.sitemap)
  .map((english) => {
    const spanish = counterpartOf(content, english)
    return { en: canonicalPath(english), es: spanish && canonicalPath(spanish) }
  })

test('every English page has a Spanish page, and the sitemap lists both with their alternates', () => {
  expect(pairs.filter((p) => !p.es).map((p) => p.en)).toEqual([])
  const xml = readFileSync('dist/client/sitemap.xml', 'utf8')
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map((m) => [new URL(m[1]!).pathname, m[0]])
  const byPath = new Map(entries as [string, string][])
  for (const { en, es } of pairs) {
    for (const path of [en, es!]) {
      const entry = byPath.get(path)
      expect(entry, `${path} in sitemap.xml`).toBeDefined()
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}${en}"/>`)
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}${es}"/>`)
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${en}"/>`)
    }
  }
  expect(entries).toHaveLength(pairs.length * 2)
})

test('each page of a pair says its language and names the other, in its head and its header', async ({ request }) => {
  for (const { en, es } of pairs)
    for (const [path, lang, other, otherLang] of [
      [en, 'en', es!, 'es'],
      [es!, 'es', en, 'en'],
    ] as const) {
      const html = await (await request.get(path)).text()
      expect(/<html lang="(\w+)"/.exec(html)?.[1], `${path} <html lang>`).toBe(lang)
      expect(html).toContain(`<meta property="og:locale" content="${lang}_US"/>`)
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/gi)]
      expect(
        alternates.map((m) => [m[1], m[2]]),
        `${path} hreflang links`,
      ).toEqual([
        ['en', `${SITE}${en}`],
        ['es', `${SITE}${es}`],
        ['x-default', `${SITE}${en}`],
      ])
      const link = /<a href="([^"]+)" hreflang="(\w+)" lang="(\w+)"/i.exec(html)
      expect(link?.slice(1), `${path} language link`).toEqual([other, otherLang, otherLang])
    }
})

test('a missing address under /es/ answers 404 with the Spanish not-found page', async ({ request }) => {
  const response = await request.get('/es/esta-pagina-no-existe')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toMatch(/<html lang="es"/)
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(await (await request.get('/esta-pagina-no-existe')).text()).toMatch(/<html lang="en"/)
})

test('a lead from a Spanish page ends with the language to call back in, its case type the English id', async ({
  page,
}) => {
  const spanish = pairs.find((p) => p.en === '/contact')?.es
  test.skip(!spanish, 'the content has no Spanish contact page')
  await page.goto(`${spanish}#case-review`)
  const form = page.locator('#case-review form[data-ready]')
  const email = uniqueEmail('es-lead')
  await form.getByLabel(/^Nombre/).fill('Lucía')
  await form.getByLabel(/^Apellido/).fill('Prueba')
  await form.getByLabel(/^Teléfono/).fill('6315550178')
  await form.getByLabel(/^Correo electrónico/).fill(email)
  const caseType = form.getByLabel(/^Tipo de caso/)
  if (await caseType.count()) await caseType.selectOption({ index: 1 })
  await form.getByLabel(/^Descripción/).fill('Me chocaron por detrás en la autopista.')
  const chosen = (await caseType.count()) ? await caseType.inputValue() : ''
  await form.locator('[type="submit"]').click()
  await expect.poll(async () => (await leadsFor(email)).length).toBe(1)
  const [lead] = await leadsFor(email)
  expect(lead?.fields.message).toBe(
    `Case Type: ${chosen}\n\nDescription: Me chocaron por detrás en la autopista.\n\nPreferred language: Spanish`,
  )
})

test('the Spanish glossary finds a term written without its accents, and with a letter missing', async ({ page }) => {
  const glossaryPage = content.es.pages.find((p) => p.analysis.components.has('LegalGlossary'))
  const term = spanishSiteFacts(content)
    .glossary.terms.map((t) => t.term)
    .find((t) => /[áéíóúñ]/i.test(t) && t.length >= 8)
  test.skip(!glossaryPage || !term, 'no Spanish glossary page, or no accented term')
  const plain = term!
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const longest = plain.split(/\s+/).sort((a, b) => b.length - a.length)[0]!
  const typo = longest.slice(0, 2) + longest.slice(3)
  await page.goto(canonicalPath(glossaryPage!))
  const box = page.getByRole('searchbox').first()
  await expect(box).toBeEnabled()
  for (const query of [plain, typo]) {
    await box.fill(query)
    await expect(page.locator('main [role="status"]').filter({ hasText: query }).first()).toBeVisible()
    await expect(page.locator('main').getByRole('heading', { name: term, exact: true }).first(), query).toBeVisible()
  }
})
