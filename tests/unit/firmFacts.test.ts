import { serviceTypes } from '../../lib/content/firmFacts.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { expect, it } from 'vitest'

it('the JSON-LD services are the practice areas marked `service: true`, in the order of practice-areas.yaml', () => {
  expect(serviceTypes(siteFacts(contentStore()))).toEqual([
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
  expect(serviceTypes(siteFacts(contentStore()))).toEqual(
    contentStore()
      .practiceAreas.areas.filter((a) => a.service)
      .map((a) => a.name),
  )
})
