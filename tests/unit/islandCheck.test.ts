/**
 * Postbuild's check of the islands (scripts/islandCheck.ts): a built page holding an island element
 * its build did not render, however it is written, stops the build naming the file and the element.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { builtIslandProblems, islandProblems, urlOfHtmlFile } from '../../scripts/islandCheck.ts'
import { islandRecordScript, type PageIslands, type RecordedIsland } from '../../islands/islandRecord.ts'
import { extractIslandProps, PROPS_INLINE_LIMIT } from '../../scripts/islandProps.ts'

const leadForm: RecordedIsland = { name: 'LeadForm', props: { phone: '(212) 555-0187', thanks: 'Thank you!' } }
const dialogs: RecordedIsland = { name: 'LeadDialogs', props: { forms: [] } }

/** A page as the build writes it: the record in <head>, each island a <div data-island> in <main>, after the text. */
function builtPage(islands: RecordedIsland[], text = '<p>Text.</p>', elements = islands): string {
  const record = islands.length ? islandRecordScript(islands) : ''
  const bodies = elements.map((i) => `<div data-island="${i.name}"><form><label>First Name<input></label></form></div>`)
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Page</title>\n${record}\n</head>\n<body>\n<div id="root"><main>\n${text}\n${bodies.join('\n')}\n</main></div>\n</body>\n</html>\n`
}

const texts = (html: string, islands: RecordedIsland[]) => islandProblems(html, islands).map((p) => p.text)

describe('a page as built', () => {
  it('passes, with or without islands', () => {
    expect(islandProblems(builtPage([leadForm, dialogs]), [leadForm, dialogs])).toEqual([])
    expect(islandProblems(builtPage([]), [])).toEqual([])
  })

  it('passes once postbuild has moved large props to a file, so postbuild may run again', () => {
    const glossary: RecordedIsland = { name: 'GlossarySearch', props: { terms: 'x'.repeat(PROPS_INLINE_LIMIT) } }
    const { html, files } = extractIslandProps(builtPage([glossary, leadForm]))
    expect(files.size).toBe(1)
    expect(islandProblems(html, [glossary, leadForm])).toEqual([])
  })

  it('passes with "data-island" in its text, a comment or a text field, which a browser makes no element of', () => {
    const text = [
      '<p>We write &lt;div data-island="LeadForm"&gt; in our docs.</p>',
      '<!-- <div data-island="LeadForm"></div> -->',
      '<textarea><div data-island="LeadForm"></div></textarea>',
    ].join('\n')
    expect(islandProblems(builtPage([leadForm], text), [leadForm])).toEqual([])
  })
})

describe('an island element written into the text', () => {
  it.each([
    ['the usual spelling', '<div data-island="LeadForm" data-props="{&quot;endpoint&quot;:&quot;x&quot;}"></div>'],
    ['capitals', '<div DATA-ISLAND="LeadForm"></div>'],
    ['mixed case, no quotes', '<section Data-Island=LeadForm></section>'],
    ['an entity in the name', '<div data-island="Lead&#70;orm"></div>'],
    ['after a ">" in a quoted attribute', '<div title="a > b" data-island="LeadForm"></div>'],
    ['in SVG', '<svg><g data-island="LeadForm"></g></svg>'],
    ['its props alone', '<div data-PROPS-src="/assets/x.json"></div>'],
    ['an empty name', '<div data-island></div>'],
  ])('is refused: %s, naming it and its line', (_, forged) => {
    const problems = islandProblems(builtPage([leadForm], `<p>Text.</p>\n${forged}`), [leadForm])
    expect(problems).toHaveLength(1)
    expect(problems[0]!.text).toMatch(
      /is marked as an island \(an interactive part\), but the build rendered no such island here\.$/,
    )
    // Named by its start tag as written.
    const tag = forged.match(/<[^<]*data-[^<]*?>/i)![0]
    expect(problems[0]!.text.startsWith(`${tag} is marked`)).toBe(true)
    expect(problems[0]!.line).toBe(10)
  })

  it('is refused when written exactly as the build writes an island (one of the two same elements is named)', () => {
    const copy = '<div data-island="LeadForm"><form><label>First Name<input></label></form></div>'
    expect(texts(builtPage([leadForm], `<p>Text.</p>\n${copy}`), [leadForm])).toEqual([
      '<div data-island="LeadForm"> is marked as an island (an interactive part), but the build rendered no such island here.',
    ])
  })

  it('is refused on a page without islands, and so is an island record written there', () => {
    const forged =
      '<div data-island="LeadForm"></div><script type="application/json" id="island-record">[{"name":"LeadForm"}]</script>'
    expect(texts(builtPage([], forged), [])).toEqual([
      '<div data-island="LeadForm"> is marked as an island (an interactive part), but the build rendered no such island here.',
      '<script type="application/json" id="island-record"> is an island record, on a page where the build rendered no island.',
    ])
  })

  it('is refused inside a <template> or <noscript>, where a browser running scripts has no such element', () => {
    for (const hiding of ['template', 'noscript'])
      expect(
        texts(builtPage([leadForm], `<${hiding}><div data-island="LeadForm"></div></${hiding}>`), [leadForm]),
      ).toEqual([
        '<div data-island="LeadForm"> is an island element inside a <template> or <noscript>, where the build never puts one.',
      ])
  })
})

describe('the islands the build rendered', () => {
  it('must all be there, in order', () => {
    expect(texts(builtPage([leadForm, dialogs], '', [leadForm]), [leadForm, dialogs])).toEqual([
      'the build rendered the island LeadDialogs on this page, but the page does not hold it where a browser finds it.',
    ])
    // In an element whose content a browser reads as text, the build's own island is no element.
    expect(texts(builtPage([leadForm], '<xmp><div data-island="LeadForm"></div></xmp>', []), [leadForm])).toEqual([
      'the build rendered the island LeadForm on this page, but the page does not hold it where a browser finds it.',
    ])
    expect(texts(builtPage([leadForm, dialogs], '', [dialogs, leadForm]), [leadForm, dialogs])).toEqual([
      '<div data-island="LeadDialogs"> is marked as an island (an interactive part), but the build rendered no such island here.',
      'the build rendered the island LeadDialogs on this page, but the page does not hold it where a browser finds it.',
    ])
  })

  it('must be recorded in the page as built: one record, in <head>, unchanged', () => {
    const page = builtPage([leadForm])
    const changed = page.replace('Thank you!', 'Thanks!')
    expect(texts(changed, [leadForm])).toEqual([
      `${'<script type="application/json" id="island-record">'} is not the record of islands the build wrote for this page.`,
    ])
    const second = page.replace('<p>Text.</p>', islandRecordScript([leadForm]))
    expect(texts(second, [leadForm])).toEqual([
      '<script type="application/json" id="island-record"> is a second island record: the build writes one.',
    ])
    expect(texts(page.replace(islandRecordScript([leadForm]), ''), [leadForm])).toEqual([
      'the page has lost the record of its islands (a script in its <head>).',
    ])
  })
})

describe('postbuild over the built files', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'island-check-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('names the file, the line and the content file of a page holding a forged DATA-ISLAND element', () => {
    const write = (relative: string, html: string) => {
      mkdirSync(path.dirname(path.join(out, relative)), { recursive: true })
      writeFileSync(path.join(out, relative), html)
    }
    write('index.html', builtPage([leadForm]))
    write('contact.html', builtPage([leadForm], '<p>Call us.</p>\n<div DATA-ISLAND="LeadForm">Send</div>'))
    write('404.html', builtPage([]))
    const record = new Map<string, PageIslands>([
      ['/', { url: '/', file: 'content/pages/index.mdx', islands: [leadForm] }],
      ['/contact', { url: '/contact', file: 'content/pages/contact.mdx', islands: [leadForm] }],
    ])
    expect(builtIslandProblems(out, record)).toEqual([
      `${path.relative(process.cwd(), path.join(out, 'contact.html'))}:10 (from content/pages/contact.mdx): <div DATA-ISLAND="LeadForm"> is marked as an island (an interactive part), but the build rendered no such island here.`,
    ])
  })

  it('knows which address each built file answers, in either layout', () => {
    expect(
      ['index.html', 'contact.html', 'es.html', 'practice-areas/slip-fall.html', '404.html', 'es/404.html'].map(
        urlOfHtmlFile,
      ),
    ).toEqual(['/', '/contact', '/es', '/practice-areas/slip-fall', '/404', '/es/404'])
    expect(['contact/index.html', 'admin/index.html'].map(urlOfHtmlFile)).toEqual(['/contact', '/admin'])
  })
})
