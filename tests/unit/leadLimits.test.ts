import { describe, expect, it } from 'vitest'
import { DESCRIPTION_COUNTER_FROM, DESCRIPTION_LIMIT, MAX_LENGTH, descriptionAnnouncement } from '../../components/lead/leadLimits.ts'
import { leadMessage } from '../../components/lead/leadRequest.ts'
import { refusedFields } from '../../components/lead/serviceErrors.ts'

describe('field limits', () => {
  it('keep the whole message within the service text property of 65,536 characters', () => {
    const longest = leadMessage({ firstName: '', lastName: '', phone: '', email: '', caseType: 'x'.repeat(60), description: 'd'.repeat(DESCRIPTION_LIMIT) })
    expect(longest.length).toBeLessThanOrEqual(65_536)
    expect(MAX_LENGTH.email).toBe(254)
  })
  it('count what is left of the description in steps of 500, so the announcement is not read on every keystroke', () => {
    expect(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM)).toBe('At most 6,500 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM + 1)).toBe(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM + 499))
    expect(descriptionAnnouncement(DESCRIPTION_COUNTER_FROM + 500)).toBe('At most 6,000 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT - 10)).toBe('At most 500 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT)).toBe('At most 0 characters left.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT + 12)).toBe('Over the limit of 65,000 characters.')
    expect(descriptionAnnouncement(DESCRIPTION_LIMIT + 13)).toBe(descriptionAnnouncement(DESCRIPTION_LIMIT + 12))
  })
})

describe('the fields a service error names', () => {
  it('reads them from errors[].message', () => {
    expect(refusedFields({ status: 'error', errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }] })).toEqual(['email'])
    expect(refusedFields({ errors: [{ message: "Error in 'fields.phone'. Too long" }, { message: "Error in 'fields.message'. Too long" }] })).toEqual(['phone', 'description'])
  })
  it('finds none in anything else, without throwing', () => {
    for (const answer of [null, 'text', { errors: 'x' }, { errors: [null, 3, { message: 7 }] }, { errors: [{ message: "Error in 'fields.website'" }] }]) expect(refusedFields(answer)).toEqual([])
  })
})
