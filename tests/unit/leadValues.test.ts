import { describe, expect, it } from 'vitest'
import { blankLead, missingFields, restoreDraft, trimmed } from '../../components/lead/leadValues.ts'
import { madeUpForm } from './leadFakes.ts'

/** The form's own settings (name, labels, topic) play no part here. */
const form = madeUpForm
const filled = {
  firstName: 'Dana',
  lastName: 'Ruiz',
  phone: '555',
  email: 'd@example.com',
  caseType: '',
  description: '',
}

describe('the required check', () => {
  it('needs first name, last name, phone and e-mail, in form order; spaces do not count', () => {
    expect(missingFields({ ...filled, firstName: ' ', email: '' }, form())).toEqual(['firstName', 'email'])
    expect(missingFields(filled, form())).toEqual([])
  })
  it('needs the case type only where the form says so', () => {
    expect(missingFields(filled, form({ caseTypeRequired: true }))).toEqual(['caseType'])
    expect(missingFields({ ...filled, caseType: 'other' }, form({ caseTypeRequired: true }))).toEqual([])
  })
})

describe('blank form and drafts', () => {
  it('a blank form has the page default case type', () => {
    expect(blankLead(form())).toEqual({
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      caseType: 'car-accident',
      description: '',
    })
    expect(blankLead(form({ defaultCaseType: '' })).caseType).toBe('')
  })
  it('a draft fills the form; a case type the form no longer offers falls back to the default', () => {
    expect(restoreDraft(form(), { firstName: 'Dana', caseType: 'other' })).toMatchObject({
      firstName: 'Dana',
      caseType: 'other',
    })
    expect(restoreDraft(form(), { caseType: 'boat-accident' }).caseType).toBe('car-accident')
    expect(restoreDraft(form({ defaultCaseType: '' }), { caseType: '' }).caseType).toBe('')
    expect(
      restoreDraft(form({ options: [], defaultCaseType: 'medical-malpractice' }), { caseType: 'x' }).caseType,
    ).toBe('medical-malpractice')
  })
  it('values are sent without surrounding spaces', () => {
    expect(trimmed({ ...filled, firstName: ' Dana ', description: ' text \n' })).toMatchObject({
      firstName: 'Dana',
      description: 'text',
    })
  })
})
