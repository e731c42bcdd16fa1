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

  it('puts the photo over the initials with an empty alt and the initials for a failed load', () => {
    const html = renderToStaticMarkup(
      createElement(AttorneyPortrait, { name: 'Marguerite Ashcombe', photo: '/images/attorneys/ashcombe.jpg' }),
    )
    expect(html.indexOf('>MA</span>')).toBeLessThan(html.indexOf('<img'))
    expect(html).toMatch(
      /<img src="\/images\/attorneys\/ashcombe.jpg" alt="" data-initials="MA"[^>]*before:content-\[attr\(data-initials\)\]/,
    )
  })
})
