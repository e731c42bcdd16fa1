/** Automated WCAG 2.2 AA checks (axe) of /legal-glossary and /faq in their main states. */
import { expect, test } from '@playwright/test'
import { axeViolations } from './axe.ts'

const states = [
  {
    name: '/legal-glossary with a search and a category',
    url: '/legal-glossary?q=fee&category=Legal+Fees',
    input: '#glossary-search',
  },
  { name: '/legal-glossary with no result', url: '/legal-glossary?q=qwxzv', input: '#glossary-search' },
  { name: '/faq, FAQ tab, an answer open', url: '/faq?q=fault', input: '#faq-search', open: true },
  { name: '/faq, Glossary tab', url: '/faq?tab=glossary&q=insurance', input: '#faq-search' },
]

for (const state of states) {
  test(`${state.name} passes axe`, async ({ page }) => {
    await page.goto(state.url)
    await page.locator(`${state.input}:enabled`).waitFor()
    if (state.open) await page.locator('[data-island] summary').first().click()
    expect(await axeViolations(page, state.name)).toEqual([])
  })
}

for (const url of ['/faq', '/legal-glossary']) {
  test(`${url} as the server renders it (before or without its script) passes axe`, async ({ page }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort()) // the page's own script never runs; axe's does
    await page.goto(url)
    expect(await axeViolations(page, `${url} without its script`)).toEqual([])
  })
}
