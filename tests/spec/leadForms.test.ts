/**
 * The lead forms' words and lists the specification gives, word for word, in the real
 * content/lead-forms.yaml (part of `npm run test:spec`, not of `npm test`: an editor may change them).
 */
import { describe, expect, it } from 'vitest'
import { successMessage } from '../../components/lead/leadMessages.ts'
import { leadFormsFile, resolvedVariant } from '../realLeadForms.ts'
import { englishWords } from '../realInterfaceWords.ts'
import { airportCaseTypes, caseTypeSelector, maritimeCaseTypes, wrongfulDeathCaseTypes } from './specCaseTypes.ts'

const thanks = (name: string) =>
  successMessage(englishWords.lead, leadFormsFile.data.thanks, resolvedVariant(name).topic)
const values = (name: string) => resolvedVariant(name).options.map((o) => o.value)

describe('success messages', () => {
  it.each([
    ['car-accident', "We'll contact you within 24 hours to discuss your car accident case."],
    ['medical-malpractice', "We'll contact you within 24 hours to discuss your medical malpractice case."],
    ['construction-accident', "We'll contact you within 24 hours to discuss your construction accident case."],
    ['nyc-personal-injury', "We'll contact you within 24 hours to discuss your NYC personal injury case."],
    ['premises-liability', "We'll contact you within 24 hours to discuss your premises liability case."],
    ['pedestrian-accident', "We'll contact you within 24 hours to discuss your pedestrian accident case."],
    ['subway-accident', "We'll contact you within 24 hours to discuss your subway accident case."],
    ['maritime-accident', "We'll contact you within 24 hours to discuss your maritime accident case."],
    ['airport-accident', "We'll contact you within 24 hours to discuss your airport accident case."],
    ['wrongful-death', "We'll contact you within 24 hours to discuss your wrongful death case."],
    ['wrongful-death-second', "We'll contact you within 24 hours to discuss your wrongful death case."],
    ['nursing-home-abuse', "We'll contact you within 24 hours to discuss your nursing home abuse case."],
    ['product-liability', "We'll contact you within 24 hours to discuss your product liability case."],
    ['birth-injury', "We'll contact you within 24 hours to discuss your birth injury case."],
    ['brain-injury', "We'll contact you within 24 hours to discuss your brain injury case."],
    ['burn-injury', "We'll contact you within 24 hours to discuss your burn injury case."],
    ['dog-bite', "We'll contact you within 24 hours to discuss your dog bite case."],
    ['bicycle-accident', "We'll contact you within 24 hours to discuss your bicycle accident case."],
    ['referral', "We'll contact you within 24 hours to discuss your referral."],
    ['government-claim', "We'll contact you within 24 hours to discuss your government claim case."],
    ['home', "We'll contact you within 24 hours to discuss your case."],
    ['contact', "We'll contact you within 24 hours to discuss your case."],
  ])('%s: "%s"', (name, text) => {
    expect(thanks(name)).toEqual({
      tone: 'success',
      title: 'Thank you!',
      description: text,
      dismissLabel: 'Dismiss message',
    })
  })
})

describe('the variants of the specification', () => {
  it('home: six types, empty at first, required, "Other Personal Injury"', () => {
    const home = resolvedVariant('home')
    expect(home.options).toEqual([
      { value: 'car-accident', label: 'Car Accident' },
      { value: 'medical-malpractice', label: 'Medical Malpractice' },
      { value: 'slip-fall', label: 'Slip & Fall' },
      { value: 'construction', label: 'Construction Accident' },
      { value: 'wrongful-death', label: 'Wrongful Death' },
      { value: 'other', label: 'Other Personal Injury' },
    ])
    expect(home).toMatchObject({ kind: 'inline', defaultCaseType: '', caseTypeRequired: true, descriptionRows: 3 })
  })

  it('contact: the sixteen types, required', () => {
    const contact = resolvedVariant('contact')
    expect(contact.options).toHaveLength(16)
    expect(contact.options.find((o) => o.value === 'slip-and-fall')?.label).toBe('Slip & Fall')
    expect(contact.options.at(-1)).toEqual({ value: 'other', label: 'Other' })
    expect(contact).toMatchObject({ defaultCaseType: '', caseTypeRequired: true })
  })

  it('referral: the case-page types plus attorney-referral as default, five rows', () => {
    expect(values('referral')).toEqual([...caseTypeSelector, 'attorney-referral'])
    expect(resolvedVariant('referral')).toMatchObject({ defaultCaseType: 'attorney-referral', descriptionRows: 5 })
  })

  it('case pages: defaults and option lists', () => {
    expect(values('car-accident')).toEqual(caseTypeSelector)
    expect(values('construction-accident')).toEqual(caseTypeSelector)
    expect(resolvedVariant('construction-accident').defaultCaseType).toBe('construction-accident')
    expect(values('government-claim')).toEqual(['government-claim'])
    expect(values('wrongful-death')).toEqual(wrongfulDeathCaseTypes)
    expect(values('wrongful-death-second')).toEqual(['wrongful-death'])
    expect(resolvedVariant('maritime-accident').options.find((o) => o.value === 'dock-accident')?.label).toBe(
      'Dock/Marina Accident',
    )
    expect(values('maritime-accident')).toEqual(maritimeCaseTypes)
    expect(values('airport-accident')).toEqual(airportCaseTypes)
    for (const single of [
      'premises-liability',
      'pedestrian-accident',
      'subway-accident',
      'nyc-personal-injury',
      'product-liability',
      'birth-injury',
      'brain-injury',
      'burn-injury',
      'dog-bite',
    ]) {
      expect(values(single)).toEqual([single])
      expect(resolvedVariant(single).defaultCaseType).toBe(single)
    }
  })

  it('medical malpractice and bicycle: no selector, the default is sent', () => {
    expect(resolvedVariant('medical-malpractice')).toMatchObject({
      options: [],
      defaultCaseType: 'medical-malpractice',
    })
    expect(resolvedVariant('bicycle-accident')).toMatchObject({ options: [], defaultCaseType: 'bicycle-accident' })
  })
})
