import { describe, expect, it } from 'vitest'
import { findResultAmounts } from '../../lib/content/check/advertising/results.ts'

describe('findResultAmounts', () => {
  it('finds case-sized dollar figures in every common spelling', () => {
    expect(findResultAmounts('$5,700,000 verdict, $4.2M, $500M+ recovered, $8.5 million')).toEqual([
      '$5,700,000',
      '$4.2M',
      '$500M+',
      '$8.5 million',
    ])
  })
  it('ignores fees and insurance minimums under $100,000', () => {
    expect(findResultAmounts('$25,000 per person, $50,000 per accident, $10,000 property damage')).toEqual([])
  })
})
