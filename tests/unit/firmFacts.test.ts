import { expect, it } from 'vitest'
import { serviceTypes } from '../../lib/content/firmFacts'
import { getPracticeAreas } from '../../lib/content/index'

it('the JSON-LD services are the practice areas marked `service: true`, in the order of practice-areas.yaml', () => {
  expect(serviceTypes()).toEqual([
    'Personal Injury',
    'Medical Malpractice',
    'Car Accidents',
    'Construction Accidents',
    'Premises Liability',
    'Wrongful Death',
    'Nursing Home Abuse',
    'Product Liability',
    'Government Claims',
  ])
  expect(serviceTypes()).toEqual(
    getPracticeAreas()
      .filter((a) => a.service)
      .map((a) => a.name),
  )
})
