/** Large island props move from the page's island record to a JSON file and come back exactly as the island was given them. */
import { describe, expect, it } from 'vitest'
import { extractIslandProps, PROPS_INLINE_LIMIT } from '../../scripts/islandProps.ts'
import { islandRecordScript, type RecordedIsland } from '../../islands/islandRecord.ts'

const page = (islands: RecordedIsland[], body = '<div data-island="GlossarySearch">server HTML</div>') =>
  `<html><head>${islandRecordScript(islands)}</head><body><main>${body}</main></body></html>`

const record = (html: string) =>
  JSON.parse(/<script type="application\/json" id="island-record">([^<]*)<\/script>/.exec(html)![1]!) as unknown

describe('extractIslandProps', () => {
  it('keeps small props in the record', () => {
    const html = page([{ name: 'GlossarySearch', props: { form: 'main', title: 'Free Case Review' } }])
    expect(extractIslandProps(html)).toEqual({ html, files: new Map() })
  })

  it('moves large props to a content-named file holding the same JSON, which the record names', () => {
    const props = {
      terms: Array.from({ length: 60 }, (_, i) => ({
        slug: `term-${i}`,
        text: `"Quoted" & <tagged> it's ${'x'.repeat(60)} \u00e9 </script> ${i}`,
      })),
    }
    const small = { phone: '(212) 555-0187' }
    const { html, files } = extractIslandProps(
      page([
        { name: 'GlossarySearch', props },
        { name: 'LeadForm', props: small },
      ]),
    )
    expect(JSON.stringify(props).length).toBeGreaterThan(PROPS_INLINE_LIMIT)
    expect(files.size).toBe(1)
    const [name, json] = [...files][0]!
    expect(name).toMatch(/^island-props-[0-9a-f]{16}\.json$/)
    expect(JSON.parse(json!)).toEqual(props)
    expect(record(html)).toEqual([
      { name: 'GlossarySearch', src: `/assets/${name}` },
      { name: 'LeadForm', props: small },
    ])
    // The rest of the page is as it was.
    expect(html.endsWith('<main><div data-island="GlossarySearch">server HTML</div></main></body></html>')).toBe(true)
  })

  it('gives the same props the same file', () => {
    const props = { list: 'x'.repeat(PROPS_INLINE_LIMIT) }
    const first = [...extractIslandProps(page([{ name: 'GlossarySearch', props }])).files.keys()]
    expect([...extractIslandProps(page([{ name: 'GlossarySearch', props }], '<p>other</p>')).files.keys()]).toEqual(
      first,
    )
  })

  it('leaves a page without a record alone', () => {
    const html = '<html><head></head><body><p>No islands.</p></body></html>'
    expect(extractIslandProps(html)).toEqual({ html, files: new Map() })
  })
})
