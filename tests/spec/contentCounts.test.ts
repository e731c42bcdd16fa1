/** The counts of the real content that the specification gives (part of `npm run test:spec`, not of `npm test`). */
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content/read/load.ts'
import { getFaq, getGlossary } from '../../lib/content/index.ts'

describe('the lists the specification fixes', () => {
  it('has 30 terms on /legal-glossary, about 75 on /faq, 10 + 5 + 8 questions', () => {
    expect(getGlossary('legal-glossary')).toHaveLength(30)
    expect(getGlossary('faq').length).toBeGreaterThanOrEqual(70)
    expect(getFaq('faq')).toHaveLength(10)
    expect(getFaq('home')).toHaveLength(5)
    expect(getFaq('current-clients')).toHaveLength(8)
  })

  it('the real place lists hold the counts the specification gives', () => {
    const { places } = loadContent()
    const region = (id: string) => places.regions.find((r) => r.id === id)
    expect(region('nassau')?.card?.municipalities).toHaveLength(15)
    expect(region('suffolk')?.card?.municipalities).toHaveLength(15)
    expect(region('nyc')?.card?.municipalities).toHaveLength(14)
    expect(region('nassau')?.communities).toHaveLength(17)
    expect(region('suffolk')?.communities).toHaveLength(18)
  })
})
