import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_COUNTER_FROM,
  DESCRIPTION_LIMIT,
  MAX_LENGTH,
  descriptionAnnouncement,
} from '../../components/lead/leadLimits.ts'
import { leadMessage } from '../../components/lead/leadRequest.ts'

/** Made-up words, so the steps are tested apart from the content's wording. */
const words = { overLimit: 'over', charactersLeft: '{count} left' }
const announce = (length: number) => descriptionAnnouncement(length, words)

describe('field limits', () => {
  it('keep the whole message within the service text property of 65,536 characters', () => {
    const longest = leadMessage(
      {
        firstName: '',
        lastName: '',
        phone: '',
        email: '',
        caseType: 'x'.repeat(60),
        description: 'd'.repeat(DESCRIPTION_LIMIT),
      },
      'es',
    )
    expect(longest.length).toBeLessThanOrEqual(65_536)
    expect(MAX_LENGTH.email).toBe(254)
  })
  it('count what is left of the description in steps of 500, so the announcement is not read on every keystroke', () => {
    expect(announce(DESCRIPTION_COUNTER_FROM)).toBe('6,500 left')
    expect(announce(DESCRIPTION_COUNTER_FROM + 1)).toBe(announce(DESCRIPTION_COUNTER_FROM + 499))
    expect(announce(DESCRIPTION_COUNTER_FROM + 500)).toBe('6,000 left')
    expect(announce(DESCRIPTION_LIMIT - 10)).toBe('500 left')
    expect(announce(DESCRIPTION_LIMIT)).toBe('0 left')
    expect(announce(DESCRIPTION_LIMIT + 12)).toBe('over')
    expect(announce(DESCRIPTION_LIMIT + 13)).toBe(announce(DESCRIPTION_LIMIT + 12))
  })
})
