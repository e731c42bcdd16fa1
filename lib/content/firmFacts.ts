/** Facts several parts of the site share that are not in site.yaml's firm record. */
import { getPlaces } from './index.ts'
import { areaServedNames } from './places.ts'

/** The regions and places the firm serves, as the JSON-LD `areaServed` names them (content/places.yaml). */
export function areaServed(): string[] {
  return areaServedNames(getPlaces())
}

export const serviceTypes = [
  'Personal Injury', 'Medical Malpractice', 'Car Accidents', 'Construction Accidents', 'Premises Liability',
  'Wrongful Death', 'Nursing Home Abuse', 'Product Liability', 'Government Claims',
]
