import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FirmName } from '../../components/firm/FirmName.tsx'
import { FaqList } from '../../components/blocks/FaqList.tsx'
import { renderWithFacts } from '../renderWithFacts.ts'

describe('the site facts', () => {
  it('are built once per read of the content: every page gets the same object, not a copy', () => {
    expect(siteFacts(contentStore())).toBe(siteFacts(contentStore()))
    expect(siteFacts(contentStore()).site).toBe(contentStore().site)
    expect(siteFacts(contentStore()).places).toBe(contentStore().places)
  })

  it('hold the lead texts, the thanks with its {topic}, and the glossary categories of their YAML file', () => {
    const facts = siteFacts(contentStore())
    expect(facts.lead.thanks).toBe(contentStore().leadForms.thanks)
    // Where leads go is the build's (virtual:lead-target), never a fact a page could pass on.
    expect(Object.keys(facts.lead).sort()).toEqual(['notice', 'thanks'])
    expect(facts.glossary.categories).toEqual(contentStore().glossaryCategories.categories)
  })
})

describe('components read facts from the provider, not the content store', () => {
  it('show what they are given', () => {
    const real = siteFacts(contentStore())
    const made = {
      ...real,
      site: { ...real.site, name: 'Made-Up Firm LLP' },
      faq: { ...real.faq, home: [{ slug: 'q', question: 'A made-up question?', answer: ['An answer.'] }] },
    }
    expect(renderWithFacts(h(FirmName), made)).toBe('Made-Up Firm LLP')
    const html = renderWithFacts(h(FaqList, { list: 'home' }), made)
    expect(html).toContain('A made-up question?')
    expect(html.match(/<details/g)).toHaveLength(1)
  })

  it('say where the facts are missing when rendered outside a provider', () => {
    expect(() => renderToStaticMarkup(h(FirmName))).toThrow('rendered outside <SiteFactsProvider>')
  })
})
