/**
 * What the specification says a visitor sees on each page, as locators for the one look per page of
 * tests/spec/pages.spec.ts (a locator and, for a link, where it must go). The rest of the tables is
 * checked in the HTML (tests/spec/built).
 */
import type { Locator, Page } from '@playwright/test'
import { casePages } from './casePages.ts'
import { corePages } from './corePages.ts'
import { LONG_ISLAND, NYC, locationPages } from './locationPages.ts'
import { heroFormFirstField } from '../../components/lead/heroFormIds.ts'

export interface Seen {
  what: string
  locate: (page: Page) => Locator
  /** The link's target, for a link. */
  href?: string
}

const main = (page: Page) => page.locator('main')
const add = (table: Map<string, Seen[]>, path: string, ...seen: Seen[]) =>
  table.set(path, [...(table.get(path) ?? []), ...seen])

export function seenOnPages(): Map<string, Seen[]> {
  const table = new Map<string, Seen[]>()
  for (const core of corePages) {
    add(
      table,
      core.url,
      ...core.texts.map((t) => ({ what: String(t), locate: (p: Page) => main(p).getByText(t).first() })),
    )
    add(
      table,
      core.url,
      ...core.links.map((link) => ({
        what: `the link ${String(link.name)}`,
        locate: (p: Page) => main(p).getByRole('link', { name: link.name }).first(),
        href: link.href || undefined,
      })),
    )
  }
  for (const spec of casePages.filter((c) => c.urgentLayout)) {
    const hero = (p: Page) => p.locator('main section').first()
    add(
      table,
      spec.path,
      { what: 'Urgent help, 24/7', locate: (p) => hero(p).getByText('Urgent help, 24/7', { exact: true }) },
      { what: 'the five stars', locate: (p) => hero(p).getByRole('img', { name: '5 out of 5 stars' }) },
    )
  }
  for (const spec of locationPages) {
    add(
      table,
      spec.path,
      ...(spec.texts ?? []).map((t) => ({
        what: t,
        locate: (p: Page) => main(p).getByText(t, { exact: true }).first(),
      })),
      { what: 'a call link', locate: (p) => main(p).locator('a[href^="tel:"][data-call-tracking]').first() },
      {
        // Beside the hero's form (from 1024 px) the hero's button gives way to a link to that form.
        what: 'a case review (a dialog, the hero form or the contact page)',
        locate: (p) =>
          main(p)
            .locator(`button[data-open-form="main"], a[href^="/contact"], a[href="${heroFormFirstField}"]`)
            .filter({ visible: true })
            .first(),
      },
    )
  }
  const settlements = (p: Page) =>
    p.locator('section', {
      has: p.getByRole('heading', { level: 2, name: 'Recent Long Island Settlements', exact: true }),
    })
  add(
    table,
    LONG_ISLAND,
    ...['$4,770,000', '$4,500,000', '$4,100,000', '$2,400,000'].map((amount) => ({
      what: `${amount} among the settlements`,
      locate: (p: Page) => settlements(p).getByText(amount, { exact: true }),
    })),
    {
      what: 'the no-guarantee note beside the settlements',
      locate: (p) => settlements(p).getByText('Prior results do not guarantee a similar outcome.'),
    },
  )
  add(table, NYC, {
    what: 'the hero call link',
    locate: (p) =>
      p
        .locator('section', { has: p.getByRole('heading', { level: 1 }) })
        .locator('a[href^="tel:"][data-call-tracking]'),
  })
  add(table, '/terms-of-service', {
    what: 'the date of the terms',
    locate: (p) => p.getByText('Last Updated: August 27, 2025', { exact: true }),
  })
  add(table, '/disclaimer', {
    what: 'the date of the disclaimer',
    locate: (p) => p.getByText('Effective January 1, 2020', { exact: true }),
  })
  add(table, '/personal-injury-attorneys', {
    what: 'Why Choose Our Legal Team',
    locate: (p) => p.getByRole('heading', { level: 2, name: 'Why Choose Our Legal Team' }),
  })
  add(
    table,
    '/faq',
    { what: 'a call link', locate: (p) => p.locator('main a[href^="tel:"][data-call-tracking]').first() },
    { what: 'the link to the contact page', locate: (p) => p.locator('main a[href="/contact"]'), href: '/contact' },
  )
  return table
}
