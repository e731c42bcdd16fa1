import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { createElement as h } from 'react'
import { renderWithFacts } from '../renderWithFacts.ts'
import { LegalText } from '../../components/blocks/LegalText.tsx'
import { FirmName } from '../../components/firm/FirmName.tsx'
import { OfficeAddress } from '../../components/firm/OfficeAddress.tsx'
import { Email } from '../../components/firm/Email.tsx'
import { SitePhoneLink } from '../../components/ui/SitePhoneLink.tsx'

describe('LegalText', () => {
  // What MDX hands the block for `## Who we are`, a paragraph and `## Children's privacy`.
  const children = [
    h('h2', { key: 1 }, 'Who we are'),
    '\n',
    h('p', { key: 2 }, 'Text.'),
    '\n',
    h('h2', { key: 3 }, "Children's ", h('em', null, 'privacy')),
  ]
  const html = renderWithFacts(h(LegalText, null, children))

  it('gives each ## heading its slug as id', () => {
    expect(html).toContain('<h2 id="who-we-are">Who we are</h2>')
    expect(html).toContain('<h2 id="childrens-privacy">Children&#x27;s <em>privacy</em></h2>')
  })

  it('lists the headings in a table of contents linking to them, in order', () => {
    const links = [...html.matchAll(/<nav aria-label="On this page"[\s\S]*?<\/nav>/g)][0]?.[0].match(/href="#[^"]+"/g)
    expect(links).toEqual(['href="#who-we-are"', 'href="#childrens-privacy"'])
  })

  it('leaves out the table of contents for a single heading', () => {
    expect(renderWithFacts(h(LegalText, null, h('h2', null, 'Only')))).not.toContain('<nav')
  })
})

/** A text as React writes it into HTML (a firm's name may hold `&` or `'`). */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

describe('firm facts in MDX', () => {
  const site = contentStore().site
  const office = site.offices[0]!

  it('reads the name, an address, an e-mail and a phone line from site.yaml', () => {
    expect(renderWithFacts(h(FirmName))).toBe(asHtml(site.name))
    expect(renderWithFacts(h(FirmName, { short: true }))).toBe(asHtml(site.shortName))
    expect(renderWithFacts(h(OfficeAddress, { office: office.id }))).toBe(
      `<span>${office.street}, ${office.city}, ${office.state} ${office.zip}</span>`,
    )
    expect(renderWithFacts(h(Email, { kind: 'privacy' }))).toBe(
      `<a href="mailto:${site.emails.privacy}">${site.emails.privacy}</a>`,
    )
    expect(renderWithFacts(h(SitePhoneLink, { line: 'privacyOptOut' }))).toMatch(
      new RegExp(
        `^<a href="tel:\\${site.phones.privacyOptOut.tel}" data-call-tracking=""[^>]*><span><span class="inline-block">\\(\\d{3}\\) \\d{3}-\\d{4}</span></span></a>$`,
      ),
    )
  })

  it('names the valid choices when a prop names nothing in site.yaml', () => {
    expect(() => renderWithFacts(h(OfficeAddress, { office: 'brooklyn' }))).toThrow(
      `<OfficeAddress office="brooklyn"> names no office in content/site.yaml: use one of ${site.offices.map((o) => o.id).join(', ')}.`,
    )
    expect(() => renderWithFacts(h(Email, { kind: 'sales' as 'info' }))).toThrow('use one of info, clients, privacy.')
    expect(() => renderWithFacts(h(SitePhoneLink, { line: 'pager' as 'main' }))).toThrow(
      'use one of tollFree, main, fax, privacyOptOut.',
    )
  })
})
