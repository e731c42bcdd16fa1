import { describe, expect, it } from 'vitest'
import { createElement as h } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { PostalAddress, addressLine, type Office } from '../../components/firm/PostalAddress.tsx'

const office: Office = {
  id: 'x',
  name: 'Main Office',
  street: '1 Main Street, Suite 2',
  city: 'Port Ellery',
  state: 'NY',
  zip: '11777',
  phone: 'main',
  hours: [{ days: 'Monday', time: '9-5' }],
}

describe('the office address', () => {
  it('is one line of text for a maps link', () => {
    expect(addressLine(office)).toBe('1 Main Street, Suite 2, Port Ellery, NY 11777')
  })

  it('renders on one line, or with the street on its own line', () => {
    expect(renderToStaticMarkup(h(PostalAddress, { office }))).toBe('1 Main Street, Suite 2, Port Ellery, NY 11777')
    expect(renderToStaticMarkup(h(PostalAddress, { office, lines: 'two' }))).toBe(
      '1 Main Street, Suite 2<br/>Port Ellery, NY 11777',
    )
  })

  it('keeps the text boundaries the pages had when each component wrote the address itself', () => {
    expect(renderToString(h('address', null, h(PostalAddress, { office })))).toBe(
      '<address>1 Main Street, Suite 2<!-- -->, <!-- -->Port Ellery<!-- -->, <!-- -->NY<!-- --> <!-- -->11777</address>',
    )
  })
})
