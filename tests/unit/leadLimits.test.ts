import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_COUNTER_FROM,
  DESCRIPTION_LIMIT,
  MAX_LENGTH,
  descriptionAnnouncement,
} from '../../components/lead/leadLimits.ts'
import { leadMessage } from '../../components/lead/leadRequest.ts'

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
    expect(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM)).toBe('At most 6,500 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM + 1)).toBe(
      descriptionAnnouncement(DESCRIPTION_COUNTER_FROM + 499),
    )
    expect(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM + 500)).toBe('At most 6,000 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT - 10)).toBe('At most 500 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT)).toBe('At most 0 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT + 12)).toBe('Over the limit of 65,000 characters.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT + 13)).toBe(descriptionAnnouncement(DESCRIPTION_LIMIT + 12))
  })
})
