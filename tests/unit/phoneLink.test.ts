import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PhoneLink } from '../../components/ui/PhoneLink.tsx'

const phone = { display: '(212) 555-0100', tel: '+12125550100' }
const nowrap = '<span class="inline-block">(212) 555-0100</span>'

describe('a phone link', () => {
  it('keeps the number on one line, alone or inside its words, and tags the link for call tracking', () => {
    expect(renderToStaticMarkup(h(PhoneLink, { phone }))).toBe(
      `<a href="tel:+12125550100" data-call-tracking=""><span>${nowrap}</span></a>`,
    )
    expect(renderToStaticMarkup(h(PhoneLink, { phone }, 'Llame al (212) 555-0100 ahora'))).toContain(
      `Llame al ${nowrap} ahora`,
    )
    expect(renderToStaticMarkup(h(PhoneLink, { phone, extension: '12' }))).toContain(`${nowrap} ext. 12`)
    // One piece in a button's row (a flex item), however the words were filled in.
    expect(renderToStaticMarkup(h(PhoneLink, { phone }, ['Call ', '(212) 555-0100']))).toContain(
      `<span>Call ${nowrap}</span>`,
    )
  })
})
