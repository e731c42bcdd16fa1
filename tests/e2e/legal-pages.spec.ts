/**
 * A legal page's table of contents takes the visitor to the section, once per language (the legal
 * pages share their template, `<LegalText>`). What the legal pages say (the firm's name and address,
 * the phones, the sections the table lists, one heading outline, no script) is read from their HTML
 * (tests/built/firm-facts.test.ts, page-rules.test.ts); axe and the layout gate look at each in
 * tests/e2e/pages.spec.ts; the specification's own words are checked in tests/spec.
 */
import { expect, test } from '@playwright/test'
import { canonicalPath } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { contentStore } from '../../lib/content/store.ts'
import { wordsOf } from './stateSamples.ts'

const content = contentStore()
const legalPages = sitePages(content).filter((page) => page.analysis.components.has('LegalText'))
const onePerLanguage = [...new Map(legalPages.map((page) => [languageOf(content, page), page])).entries()]

for (const [language, legal] of onePerLanguage) {
  const path = canonicalPath(legal)
  test(`${path}: the last link of its table of contents lands on its section`, async ({ page }) => {
    await page.goto(path)
    const toc = page.getByRole('navigation', { name: wordsOf(language).shell.onThisPage })
    const last = toc.getByRole('link').last()
    const target = (await last.getAttribute('href'))!
    await last.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.locator(target)).toBeInViewport()
  })
}
