/**
 * The share card's drawing (lib/shareCard/): the title wrapped into at most three lines at the
 * largest size that fits, every text escaped so the SVG stays valid whatever a title holds, and the
 * card rendered by sharp with text in its title box (a font was found) and cached by its inputs.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { TITLE_LINES, TITLE_SIZES, fitTitle, textWidth } from '../../lib/shareCard/fitTitle.ts'
import { TITLE_BOX, escapeXml, markLetters, shareCardSvg, type ShareCard } from '../../lib/shareCard/shareCardSvg.ts'
import { shareImageAlt, shareImagePath } from '../../lib/shareCard/shareImagePath.ts'
import { renderShareCard, writeShareImages } from '../../scripts/shareImages/writeShareImages.ts'
import { titleBoxStats } from '../../scripts/shareImages/titleBoxStats.ts'

const card = (title: string): ShareCard => ({ title, firmName: 'Example Firm', mark: 'EF', label: 'Since 1990' })
const WIDTH = TITLE_BOX.width

describe('the title', () => {
  it('stays on one line at the largest size when it is short', () => {
    expect(fitTitle('Contact Us', WIDTH)).toEqual({ size: TITLE_SIZES[0], lines: ['Contact Us'] })
  })

  it('wraps a long title into at most three lines, each within the box, keeping every word', () => {
    const title = 'Abogado de lesiones de la médula espinal | Long Island y NYC'
    const { size, lines } = fitTitle(title, WIDTH)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.length).toBeLessThanOrEqual(TITLE_LINES)
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(WIDTH)
    // Every word kept; a separator where the line breaks is the break itself, at neither end of a line.
    const words = (text: string) => text.split(' ').filter((word) => word !== '|')
    expect(words(lines.join(' '))).toEqual(words(title))
    expect(lines.at(-1)).toBe('Long Island y NYC')
    for (const line of lines) expect(line).not.toMatch(/^[|]|[|]$/)
  })

  it('shrinks before it needs a fourth line, and ends a title too long for the smallest size in "…"', () => {
    const long = 'Word '.repeat(80).trim()
    const { size, lines } = fitTitle(long, WIDTH)
    expect(size).toBe(Math.min(...TITLE_SIZES))
    expect(lines).toHaveLength(TITLE_LINES)
    expect(lines.at(-1)).toMatch(/…$/)
    expect(fitTitle('Word '.repeat(16).trim(), WIDTH).size).toBeLessThan(TITLE_SIZES[0])
  })

  it('cuts a word wider than the box', () => {
    const { lines, size } = fitTitle('x'.repeat(60), WIDTH)
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(WIDTH)
  })
})

describe('the SVG', () => {
  const hostile = 'Fees & costs <script>alert("x")</script> \u0007 O\'Brien'

  it('escapes every text: a title is content, never markup', () => {
    expect(escapeXml(hostile)).toBe('Fees &amp; costs &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;  O&apos;Brien')
    const svg = shareCardSvg({ ...card(hostile), firmName: 'A & B <Law>', label: '<b>x</b>' })
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('Fees &amp; costs')
    expect(svg).toContain('A &amp; B &lt;Law&gt;')
  })

  it('renders to a 1200 x 630 PNG with the title drawn in its box, whatever the title holds', async () => {
    const png = await renderShareCard(shareCardSvg(card(hostile)))
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    const { channels } = await titleBoxStats(png)
    expect(channels[0]!.stdev, 'pixels of the title box (one colour: no font drew the text)').toBeGreaterThan(10)
  })

  it('draws the mark from the short name, as the favicon does', () => {
    expect(markLetters('Harbor Vale')).toBe('HV')
    expect(markLetters('smith')).toBe('S')
  })
})

describe('names and words', () => {
  it('names each image by its canonical path', () => {
    expect(shareImagePath('/')).toBe('/images/share/index.png')
    expect(shareImagePath('/es')).toBe('/images/share/es.png')
    expect(shareImagePath('/es/abogado')).toBe('/images/share/es/abogado.png')
    expect(shareImagePath('/faq', true)).toBe('/images/share/faq.jpg')
  })

  it('fills the alt from the interface words', () => {
    expect(shareImageAlt('{title}, de {name}', 'Contacto', 'Firma')).toBe('Contacto, de Firma')
  })
})

describe('the build step', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-images-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('draws a card once, then takes it from the cache until its inputs change', async () => {
    const jobs = [{ url: '/images/share/es/a.png', card: card('Uno') }]
    const cache = path.join(dir, 'cache')
    const site = path.join(dir, 'site')
    expect(await writeShareImages(jobs, site, cache)).toMatchObject({ files: 1, drawn: 1 })
    expect(await writeShareImages(jobs, site, cache)).toMatchObject({ files: 1, drawn: 0 })
    expect(await writeShareImages([{ ...jobs[0]!, card: card('Dos') }], site, cache)).toMatchObject({ drawn: 1 })
    expect(readdirSync(path.join(site, 'images/share/es'))).toEqual(['a.png'])
  })

  it('reports a card drawn without its title (no font found), and keeps none such in the cache', async () => {
    // An empty title leaves the box as a machine without fonts does: one colour.
    const jobs = [{ url: '/images/share/blank.png', card: card(' ') }]
    const cache = path.join(dir, 'cache-untitled')
    const site = path.join(dir, 'site')
    expect(await writeShareImages(jobs, site, cache)).toMatchObject({ drawn: 1, untitled: ['/images/share/blank.png'] })
    expect(await writeShareImages(jobs, site, cache)).toMatchObject({ drawn: 1 })
  })
})
