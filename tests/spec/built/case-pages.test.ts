/**
 * The 17 case landing pages as built, one table row each (tests/spec/casePages.ts), read from
 * their HTML: the h1, the canonical link (aliases too), the case-review buttons per dialog, the
 * lists, figures and results of the specification with the disclaimer beside each results block,
 * the urgent layout, the legal-advertising wording, the heading outline and tap-to-call in the
 * hero. What must be seen on screen is tests/spec/pages.spec.ts's; links are crawled in tests/built.
 */
import { describe, expect, it } from 'vitest'
import { builtFileFor } from '../../built/builtSite.ts'
import { innerText, parentElement } from '../../built/dom.ts'
import { byText } from '../../built/roles.ts'
import { casePages, urgentWhyChoose, type CasePage } from '../casePages.ts'
import {
  attr,
  byRole,
  canonicalOf,
  doc,
  h3Texts,
  mainOf,
  sectionsTitled,
  select,
  selectAll,
  siteUrl,
  skippedLevels,
  text,
  within,
} from './specHtml.ts'

const DISCLAIMER = 'Prior results do not guarantee a similar outcome.'

function expectSpecContent(spec: CasePage) {
  const page = doc(spec.path)
  const main = mainOf(spec.path)
  for (const [title, headings] of Object.entries(spec.titles ?? {}))
    expect(h3Texts(page, sectionsTitled(page, title)), title).toEqual(headings)
  for (const list of spec.lists ?? []) {
    const items = within(sectionsTitled(page, list.section), 'li').map(text)
    if (list.exact) {
      expect(items).toHaveLength(list.items.length)
      for (const [i, item] of list.items.entries())
        expect(items[i]?.startsWith(item), `item ${i + 1} starts "${item}": ${items[i]}`).toBe(true)
    }
    for (const item of list.items)
      expect(
        items.some((t) => t.startsWith(item)),
        `a list item starting "${item}" among: ${items.join(' | ')}`,
      ).toBe(true)
  }
  for (const shown of spec.shows ?? []) expect(text(main)).toContain(shown)
  for (const amount of spec.results ?? []) {
    const cards = byText(page, amount, true).flatMap((el) => {
      for (let e = parentElement(el); e; e = parentElement(e)) if (e.tagName === 'li') return [e]
      return []
    })
    expect(cards.length, `a card showing ${amount}`).toBeGreaterThan(0)
    for (const card of cards) {
      expect(
        byRole(page, 'heading', { level: 3, within: card }).map(text).join(''),
        `case label of ${amount}`,
      ).not.toBe('')
      const block = parentElement(card)!
      const siblings = parentElement(block)!.childNodes.filter((n) => 'tagName' in n)
      const next = siblings.slice(siblings.indexOf(block) + 1).find((n) => n.tagName === 'p')
      expect(next && text(next), `disclaimer beside ${amount}`).toBe(DISCLAIMER)
    }
  }
  for (const link of spec.links ?? []) {
    const links = byRole(page, 'link', { name: link.text, exact: true })
    expect(links.length, `link "${String(link.text)}"`).toBeGreaterThan(0)
    for (const a of links) expect(attr(a, 'href'), String(link.text)).toBe(link.href)
  }
  for (const badges of spec.badges ?? []) {
    const lists = byRole(page, 'list', { name: badges.label })
    const links = lists.flatMap((l) => byRole(page, 'link', { within: l }))
    expect(links, badges.label).toHaveLength(badges.count)
    if (badges.href) for (const a of links) expect(attr(a, 'href')).toBe(badges.href)
  }
  for (const { section, form } of spec.dialogIn ?? [])
    expect(
      within(sectionsTitled(page, section), `button[data-open-form="${form}"]`),
      `${section} opens "${form}"`,
    ).toHaveLength(1)
}

function expectUrgentLayout(spec: CasePage, types: string[]) {
  const page = doc(spec.path)
  const sections = selectAll(page, 'main section')
  expect(text(sections[0]!)).toContain('5.0 rating')
  const contact = byRole(page, 'link', {
    name: 'Contact Us',
    exact: true,
    within: sectionsTitled(page, 'Get Legal Help')[0],
  })
  expect(contact.map((a) => attr(a, 'href'))).toEqual(['/contact'])
  // The types grid follows the hero; the proof section (results, a client's words, attorneys) may come between.
  const grids = sections.slice(1, 3).map((section) => byRole(page, 'heading', { level: 3, within: section }).map(text))
  expect(grids, 'the six-item types grid, right after the hero or the proof section').toContainEqual(types)
  const reasons = h3Texts(page, sectionsTitled(page, 'Why Choose Our Firm'))
  expect(reasons).toHaveLength(4)
  expect(reasons.slice(0, 3)).toEqual(urgentWhyChoose)
  expect(selectAll(sections.at(-1)!, 'button[data-open-form="main"]'), 'final call to action').toHaveLength(1)
}

/** Legal-advertising wording (NY Rules 7.1, 7.4), the heading outline and tap-to-call in the hero. */
function expectHouseRules(path: string) {
  const main = mainOf(path)
  expect(text(main)).not.toMatch(/speciali[sz]/i)
  expect(text(main), 'every "no fee unless we win" carries the asterisk').not.toMatch(/no fee unless we win(?!\.?\*)/i)
  for (const band of selectAll(main, 'section').map(innerText))
    if (/\$\d+(\.\d+)?M\b|\$\d{1,3}(,\d{3}){2,}/.test(band))
      expect(band, 'a section with dollar results shows the disclaimer').toContain(DISCLAIMER)
  expect(select(main, 'h1, h2, h3, h4, h5, h6')?.tagName).toBe('h1')
  expect(skippedLevels(path)).toEqual([])
  expect(selectAll(selectAll(main, 'section')[0]!, 'a[href^="tel:"][data-call-tracking]')).not.toHaveLength(0)
}

for (const spec of casePages) {
  describe(spec.path, () => {
    it('is what the specification puts on the page', () => {
      expect(builtFileFor(spec.path), 'a page at the address').toBeDefined()
      const page = doc(spec.path)
      expect(byRole(page, 'heading', { level: 1 }).map(text)).toEqual([spec.h1])
      expect(canonicalOf(spec.path)).toBe(`${siteUrl}${spec.path}`)
      const perDialog = Object.entries(spec.buttons)
      // The page's own buttons: the phone's action bar (the site's, outside <main>) adds one of its own.
      const main = select(page, 'main')!
      expect(selectAll(main, '[data-open-form]')).toHaveLength(perDialog.reduce((sum, [, count]) => sum + count, 0))
      for (const [form, count] of perDialog)
        expect(selectAll(main, `button[data-open-form="${form}"]`), `buttons opening "${form}"`).toHaveLength(count)
      if (perDialog.length > 0)
        expect(
          selectAll(selectAll(page, 'main section')[0]!, 'button[data-open-form="main"]'),
          'the hero opens the dialog',
        ).toHaveLength(1)
      else {
        expect(selectAll(page, 'form')).toHaveLength(0)
        expect(selectAll(page, 'script[src]'), 'a page without a form loads no script').toHaveLength(0)
      }
      expectSpecContent(spec)
      if (spec.urgentLayout) expectUrgentLayout(spec, spec.urgentLayout.types)
      expectHouseRules(spec.path)
    })

    it.runIf(spec.aliases?.length)('answers at its aliases, canonical at its own address', () => {
      for (const alias of spec.aliases ?? []) {
        expect(builtFileFor(alias), alias).toBeDefined()
        expect(byRole(doc(alias), 'heading', { level: 1 }).map(text), alias).toEqual([spec.h1])
        expect(canonicalOf(alias), alias).toBe(`${siteUrl}${spec.path}`)
      }
    })
  })
}
