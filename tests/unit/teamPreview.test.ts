import { attorneysInOrder } from '../../lib/content/entries.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderWithFacts } from '../renderWithFacts.ts'
import { TeamPreview } from '../../components/attorneys/TeamPreview.tsx'
import { initials } from '../../components/ui/initials.ts'
import { TEAM_PREVIEW_COUNT } from '../../lib/content/schema/componentProps.ts'

/** The cards of the rendered preview, read back from its HTML. */
function cards(html: string) {
  return [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => {
    const card = m[1] ?? ''
    return {
      href: /<a href="([^"]+)"/.exec(card)?.[1],
      name: /<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/.exec(card)?.[1],
      initials: /<span aria-hidden="true"[^>]*>([A-Z]+)<\/span>/.exec(card)?.[1],
    }
  })
}

describe('TeamPreview', () => {
  const html = renderWithFacts(createElement(TeamPreview, { href: '/attorneys' }))
  const featured = attorneysInOrder(contentStore()).filter((a) => a.data.featured)
  const shown = featured.slice(0, TEAM_PREVIEW_COUNT)

  const pageOf = new Map(siteFacts(contentStore()).attorneys.map((a) => [a.file, a.url]))

  it('shows the first featured attorneys (six at most) in their order, each linking to their own page', () => {
    expect(shown.length).toBeGreaterThan(0)
    const expected = shown.map((a) => ({
      href: pageOf.get(a.file),
      name: a.data.name.replace(/'/g, '&#x27;'),
      initials: initials(a.data.name),
    }))
    expect(cards(html)).toEqual(expected)
  })

  it('shows each title under the name as an h3 card heading', () => {
    for (const attorney of shown) expect(html).toContain(`<p class="mt-1 text-slate-700">${attorney.data.title}</p>`)
    expect(html.match(/<h3/g)).toHaveLength(shown.length)
  })

  it('ends with a Meet All Attorneys link to /attorneys', () => {
    expect(html).toMatch(/<a href="\/attorneys"[^>]*>Meet All Attorneys<\/a>/)
  })

  it('shows fewer cards when asked', () => {
    expect(cards(renderWithFacts(createElement(TeamPreview, { count: 3 })))).toHaveLength(Math.min(3, featured.length))
  })
  it('links to the page that shows <AttorneyList /> when no href is given', () => {
    const facts = siteFacts(contentStore())
    expect(facts.attorneysPage).toBe('/personal-injury-attorneys')
    const own = renderWithFacts(createElement(TeamPreview))
    expect(own).toMatch(/<a href="\/personal-injury-attorneys"[^>]*>Meet All Attorneys<\/a>/)
  })

  it('links each card to the attorney’s block on that page when the attorney has no page of their own', () => {
    const facts = siteFacts(contentStore())
    const withoutPages = { ...facts, attorneys: facts.attorneys.map(({ url: _, ...a }) => a) }
    const own = renderWithFacts(createElement(TeamPreview, { href: '/attorneys' }), withoutPages)
    expect(cards(own).map((c) => c.href)).toEqual(shown.map((a) => `/attorneys#${a.anchor}`))
  })

  it('asks for an href when no page shows <AttorneyList />', () => {
    expect(() =>
      renderWithFacts(createElement(TeamPreview), { ...siteFacts(contentStore()), attorneysPage: undefined }),
    ).toThrow('give it `href="/..."`')
  })
})
