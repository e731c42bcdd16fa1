import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { createElement as h } from 'react'
import { renderWithFacts } from '../renderWithFacts.ts'
import { EmergencyNotice } from '../../components/ui/EmergencyNotice.tsx'
import { EmailButton } from '../../components/ui/EmailButton.tsx'
import { FallbackImage } from '../../components/blocks/FallbackImage.tsx'
import { CallButton } from '../../components/ui/SitePhoneLink.tsx'
import { Stats } from '../../components/blocks/Stats.tsx'

const site = contentStore().site

describe('blocks added for the core pages', () => {
  it('EmergencyNotice says "Call 911" without a link: no untracked tel link, no accidental emergency call', () => {
    const html = renderWithFacts(h(EmergencyNotice))
    expect(html).toMatch(/^<p [^>]*>.*Call 911<\/p>$/)
    expect(html).not.toContain('<a')
  })

  it('CallButton uses the main line when asked, still tagged for call tracking', () => {
    const html = renderWithFacts(h(CallButton, { line: 'main' }))
    expect(html).toContain(`href="tel:${site.phones.main.tel}"`)
    expect(html).toContain('data-call-tracking=""')
    expect(html).toContain(`<span>Call <span class="inline-block">${site.phones.main.display}</span></span>`)
  })

  it('EmailButton writes the address from site.yaml, never from the page', () => {
    const html = renderWithFacts(h(EmailButton, { address: 'clients' }, 'Email Your Attorney'))
    expect(html).toMatch(new RegExp(`^<a href="mailto:${site.emails.clients}"[^>]*>Email Your Attorney</a>$`))
  })

  it('FallbackImage keeps the alt text as the placeholder of a failed image', () => {
    const html = renderWithFacts(h(FallbackImage, { src: '/images/service-areas-map.svg', alt: 'Map of the area' }))
    expect(html).toContain('alt="Map of the area"')
    expect(html).toContain('before:content-[attr(alt)]')
    expect(html).toContain('loading="lazy"')
  })

  it('Stats lays out the number of columns asked for', () => {
    // biome-ignore lint/correctness/noChildrenProp: createElement needs the required prop in its props argument to type-check.
    expect(renderWithFacts(h(Stats, { columns: 3, children: null }))).toContain('sm:grid-cols-3')
    // biome-ignore lint/correctness/noChildrenProp: as above.
    expect(renderWithFacts(h(Stats, { children: null }))).toContain('md:grid-cols-4')
  })
})
