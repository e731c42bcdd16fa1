/**
 * The six location pages and /areas-we-serve as built, read from their HTML
 * (tests/spec/locationPages.ts): h1, canonical link, heading outline, badge and card counts, every
 * link target the specification names, the "+N more" badges, the NYC hero's dialog and the
 * closing links. What must be seen on screen is tests/spec/pages.spec.ts's; axe and the layout
 * gate look at every page in tests/e2e/pages.spec.ts; links are crawled in tests/built/links.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { builtFileFor } from '../../built/builtSite.ts'
import { AREAS, NYC, areaCards, locationPages } from '../locationPages.ts'
import {
  attr,
  byRole,
  canonicalOf,
  doc,
  mainOf,
  sectionsTitled,
  select,
  selectAll,
  skippedLevels,
  text,
} from './specHtml.ts'

const pathOf = (url: string) => new URL(canonicalOf(url) ?? '').pathname

/** The one link `links` holds, and where it goes. */
function hrefOfOne(links: ReturnType<typeof selectAll>, what: string): string | undefined {
  expect(links, what).toHaveLength(1)
  return attr(links[0]!, 'href')
}

function expectOutline(url: string) {
  expect(selectAll(mainOf(url), 'h1')).toHaveLength(1)
  expect(skippedLevels(url)).toEqual([])
}

for (const spec of locationPages) {
  describe(spec.path, () => {
    it('has its h1, canonical, outline, badges, cards and their links', () => {
      expect(builtFileFor(spec.path), 'a page at the address').toBeDefined()
      const page = doc(spec.path)
      expect(byRole(page, 'heading', { level: 1 }).map(text)).toEqual([spec.h1])
      expect(pathOf(spec.path)).toBe(spec.path)
      expectOutline(spec.path)
      for (const list of spec.badges) {
        const [badges] = byRole(page, 'list', { name: list.name, exact: true })
        expect(badges, list.name).toBeDefined()
        expect(byRole(page, 'listitem', { within: badges }), list.name).toHaveLength(list.count)
        const links = byRole(page, 'link', { within: badges })
        if (list.allTo)
          expect(
            links.map((a) => attr(a, 'href')),
            `${list.name} all link to ${list.allTo}`,
          ).toEqual(Array(list.count).fill(list.allTo))
        for (const [label, href] of Object.entries(list.links ?? {}))
          expect(
            hrefOfOne(byRole(page, 'link', { name: label, exact: true, within: badges }), `${list.name}: ${label}`),
          ).toBe(href)
      }
      if (spec.cards) {
        const [section] = sectionsTitled(page, spec.cards.section, 'section')
        expect(section, spec.cards.section).toBeDefined()
        const cards = selectAll(section!, 'article')
        expect(cards).toHaveLength(spec.cards.count)
        for (const [title, href] of Object.entries(spec.cards.links)) {
          const card = cards.filter(
            (c) => byRole(page, 'heading', { level: 3, name: title, exact: true, within: c }).length,
          )
          expect(
            hrefOfOne(
              card.flatMap((c) => byRole(page, 'link', { within: c })),
              `card ${title}`,
            ),
          ).toBe(href)
        }
      }
      for (const name of spec.headings ?? [])
        expect(byRole(page, 'heading', { name, exact: true }), name).toHaveLength(1)
      // Every location page offers a case review: a dialog or the contact page.
      expect(selectAll(mainOf(spec.path), 'button[data-open-form="main"], a[href^="/contact"]').length).toBeGreaterThan(
        0,
      )
    })
  })
}

it('the NYC hero opens the NYC case-review dialog; the page closes with a link to /contact', () => {
  const page = doc(NYC)
  const hero = selectAll(page, 'section').find((s) => byRole(page, 'heading', { level: 1, within: s }).length)!
  const getHelp = byRole(page, 'button', { name: 'Get Help Now', within: hero })
  expect(getHelp.map((b) => attr(b, 'data-open-form'))).toEqual(['main'])
  const closing = selectAll(mainOf(NYC), 'main > section').at(-1)!
  expect(byRole(page, 'link', { name: 'Contact Us', within: closing }).map((a) => attr(a, 'href'))).toEqual([
    '/contact',
  ])
})

it('/areas-we-serve: three cards with 6 place badges, "+N more", practice areas and View Full Details', () => {
  const page = doc(AREAS)
  expect(byRole(page, 'heading', { level: 1 }).map(text)).toEqual(['Areas We Serve'])
  expect(pathOf(AREAS)).toBe(AREAS)
  expectOutline(AREAS)
  expect(selectAll(mainOf(AREAS), 'article')).toHaveLength(areaCards.length)
  for (const card of areaCards) {
    const [article] = selectAll(page, 'article').filter(
      (a) => byRole(page, 'heading', { level: 3, name: card.name, exact: true, within: a }).length,
    )
    expect(article, card.name).toBeDefined()
    const [places] = byRole(page, 'list', { name: `Communities: ${card.name}`, within: article })
    const links = byRole(page, 'link', { within: places })
    expect(
      links.map((a) => attr(a, 'href')),
      `${card.name} place badges link to the county page`,
    ).toEqual(Array(6).fill(card.page))
    expect(text(byRole(page, 'listitem', { within: places }).at(-1)!)).toBe(card.more)
    const [areas] = byRole(page, 'list', { name: `Key practice areas: ${card.name}`, within: article })
    expect(byRole(page, 'listitem', { within: areas }).map(text)).toEqual(card.practiceAreas)
    const details = byRole(page, 'link', { name: new RegExp(`^View Full Details ?: ${card.name}$`), within: article })
    expect(hrefOfOne(details, 'View Full Details')).toBe(card.page)
  }
  const closing = selectAll(page, 'main > section').at(-1)!
  expect(byRole(page, 'link', { name: 'Contact Us', within: closing }).map((a) => attr(a, 'href'))).toEqual([
    '/contact',
  ])
})

it('/areas-served is the same page, canonical /areas-we-serve', () => {
  expect(builtFileFor('/areas-served')).toBeDefined()
  expect(pathOf('/areas-served')).toBe(AREAS)
  expect(select(doc('/areas-served'), 'h1')).toBeDefined()
})
