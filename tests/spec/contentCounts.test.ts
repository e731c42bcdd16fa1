/** The counts of the real content that the specification gives (part of `npm run test:spec`, not of `npm test`). */
import { faqList, glossaryList } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'

describe('the lists the specification fixes', () => {
  it('has 30 terms on /legal-glossary, about 75 on /faq, 10 + 5 + 8 questions', () => {
    expect(glossaryList(contentStore(), 'legal-glossary')).toHaveLength(30)
    expect(glossaryList(contentStore(), 'faq').length).toBeGreaterThanOrEqual(70)
    expect(faqList(contentStore(), 'faq')).toHaveLength(10)
    expect(faqList(contentStore(), 'home')).toHaveLength(5)
    expect(faqList(contentStore(), 'current-clients')).toHaveLength(8)
  })

  it('the real place lists hold the counts the specification gives', () => {
    const { places } = runPipeline()
    const region = (id: string) => places.regions.find((r) => r.id === id)
    expect(region('nassau')?.card?.municipalities).toHaveLength(15)
    expect(region('suffolk')?.card?.municipalities).toHaveLength(15)
    expect(region('nyc')?.card?.municipalities).toHaveLength(14)
    expect(region('nassau')?.communities).toHaveLength(17)
    expect(region('suffolk')?.communities).toHaveLength(18)
  })
})
