import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { TeamPreview } from '../../components/attorneys/TeamPreview'
import { getAttorneys } from '../../lib/content/index'
import { initials } from '../../components/ui/initials'

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
  const html = renderToStaticMarkup(createElement(TeamPreview))
  const featured = getAttorneys().filter((a) => a.data.featured)

  it('shows the six featured attorneys in their order, each linking to its block on /attorneys', () => {
    expect(featured.length).toBeGreaterThanOrEqual(6)
    const expected = featured.slice(0, 6).map((a) => ({ href: `/attorneys#${a.anchor}`, name: a.data.name.replace(/'/g, '&#x27;'), initials: initials(a.data.name) }))
    expect(cards(html)).toEqual(expected)
  })

  it('shows each title under the name as an h3 card heading', () => {
    for (const attorney of featured.slice(0, 6)) expect(html).toContain(`<p class="mt-1 text-slate-700">${attorney.data.title}</p>`)
    expect(html.match(/<h3/g)).toHaveLength(6)
  })

  it('ends with a Meet All Attorneys link to /attorneys', () => {
    expect(html).toMatch(/<a href="\/attorneys"[^>]*>Meet All Attorneys<\/a>/)
  })

  it('shows fewer cards when asked', () => {
    expect(cards(renderToStaticMarkup(createElement(TeamPreview, { count: 3 })))).toHaveLength(3)
  })
})
