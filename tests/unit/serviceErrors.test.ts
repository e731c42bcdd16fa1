import { describe, expect, it } from 'vitest'
import { refusedFields } from '../../components/lead/serviceErrors.ts'

describe('the fields a service error names', () => {
  it('reads them from errors[].message', () => {
    expect(
      refusedFields({
        status: 'error',
        errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }],
      }),
    ).toEqual(['email'])
    expect(
      refusedFields({
        errors: [{ message: "Error in 'fields.phone'. Too long" }, { message: "Error in 'fields.message'. Too long" }],
      }),
    ).toEqual(['phone', 'description'])
  })
  it('finds none in anything else, without throwing', () => {
    for (const answer of [
      null,
      'text',
      { errors: 'x' },
      { errors: [null, 3, { message: 7 }] },
      { errors: [{ message: "Error in 'fields.website'" }] },
    ])
      expect(refusedFields(answer)).toEqual([])
  })
})
