import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AttorneyPortrait } from '../../components/attorneys/AttorneyPortrait.tsx'
import { firstName } from '../../components/attorneys/names.ts'

describe('attorney names', () => {
  it('takes the first name for "Email {first name}"', () => {
    expect(firstName('  Imogen Delacorte-Park ')).toBe('Imogen')
  })
})

describe('AttorneyPortrait', () => {
  it('shows the initials alone when there is no photo', () => {
    const html = renderToStaticMarkup(createElement(AttorneyPortrait, { name: 'Marguerite Ashcombe' }))
    expect(html).toContain('>MA</span>')
    expect(html).not.toContain('<img')
  })

  it('puts the photo over the initials, named by the attorney, with the initials for a failed load', () => {
    const photo = {
      src: 'attorneys/marguerite-ashcombe.jpg',
      hash: '0123456789',
      format: 'jpeg',
      width: 900,
      height: 1200,
      alpha: false,
      bytes: 300_000,
    } as const
    const html = renderToStaticMarkup(createElement(AttorneyPortrait, { name: 'Marguerite Ashcombe', photo }))
    expect(html.indexOf('>MA</span>')).toBeLessThan(html.indexOf('<picture'))
    // A square cut of a 900-wide original: the portrait widths up to 640, never wider than 900.
    expect(html).toContain(
      'srcSet="/photos/0123456789-160x160.avif 160w, /photos/0123456789-240x240.avif 240w, /photos/0123456789-360x360.avif 360w, /photos/0123456789-480x480.avif 480w, /photos/0123456789-640x640.avif 640w"',
    )
    expect(html).toMatch(/<img data-initials="MA" src="\/photos\/0123456789-240x240.jpg"[^>]*alt="Marguerite Ashcombe"/)
    expect(html).toMatch(
      /width="640" height="640" loading="lazy" decoding="async"[^>]*before:content-\[attr\(data-initials\)\]/,
    )
  })

  it('asks for the small copies in the team preview', () => {
    const photo = {
      src: 'a.jpg',
      hash: 'abcdefabcd',
      format: 'png',
      width: 480,
      height: 480,
      alpha: true,
      bytes: 1,
    } as const
    const html = renderToStaticMarkup(createElement(AttorneyPortrait, { name: 'Ann Example', photo, size: 'small' }))
    expect(html).toContain('sizes="80px"')
    // Transparency keeps a PNG fallback; 480 px is as wide as the original allows.
    expect(html).toContain('/photos/abcdefabcd-480x480.png 480w"')
    expect(html).not.toContain('640x640')
  })
})
