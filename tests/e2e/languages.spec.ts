/**
 * The site in Spanish as a visitor uses it, derived from the content: a lead from a Spanish page asks
 * to be called back in Spanish, and the Spanish glossary forgives missing accents and typos. That
 * every English page has its Spanish page and both name each other (hreflang, the sitemap, the
 * language link, `lang`, og:locale) is read from the built HTML (tests/built/head.test.ts,
 * site-files.test.ts); a missing Spanish address gets the Spanish not-found page in
 * tests/e2e/pages.spec.ts and tests/built/not-found.test.ts.
 */
import { expect, test } from '@playwright/test'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { counterpartOf } from '../../lib/content/languages.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { leadsFor, uniqueEmail } from './leadHelpers.ts'

const content = contentStore()
const pairs = content.pages
  .filter((page) => page.data.sitemap)
  .map((english) => {
    const spanish = counterpartOf(content, english)
    return { en: canonicalPath(english), es: spanish && canonicalPath(spanish) }
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
  const term = siteFacts(content, 'es')
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
