/** Large island props move to a JSON file and come back exactly as the island was given them. */
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { extractIslandProps, PROPS_INLINE_LIMIT } from '../../scripts/islandProps.ts'

const island = (props: object) =>
  renderToStaticMarkup(
    createElement('div', { 'data-island': 'GlossarySearch', 'data-props': JSON.stringify(props) }, 'server HTML'),
  )

describe('extractIslandProps', () => {
  it('keeps small props inline', () => {
    const html = island({ form: 'main', title: 'Free Case Review' })
    expect(extractIslandProps(html)).toEqual({ html, files: new Map() })
  })

  it('moves large props to a content-named file holding the same JSON', () => {
    const props = {
      terms: Array.from({ length: 60 }, (_, i) => ({
        slug: `term-${i}`,
        text: `"Quoted" & <tagged> it's ${'x'.repeat(60)} \u00e9 ${i}`,
      })),
    }
    const { html, files } = extractIslandProps(`<main>${island(props)}</main>`)
    expect(JSON.stringify(props).length).toBeGreaterThan(PROPS_INLINE_LIMIT)
    expect(files.size).toBe(1)
    const [name, json] = [...files][0]!
    expect(name).toMatch(/^island-props-[0-9a-f]{16}\.json$/)
    expect(JSON.parse(json!)).toEqual(props)
    expect(html).toBe(
      `<main><div data-island="GlossarySearch" data-props-src="/assets/${name}">server HTML</div></main>`,
    )
  })

  it('gives the same props the same file', () => {
    const props = { list: 'x'.repeat(PROPS_INLINE_LIMIT) }
    const first = [...extractIslandProps(island(props)).files.keys()]
    expect([...extractIslandProps(`<p>other page</p>${island(props)}`).files.keys()]).toEqual(first)
  })
})
