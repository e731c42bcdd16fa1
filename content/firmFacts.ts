/** Facts several parts of the site share that are not in site.yaml's firm record. */

/** The regions the firm serves, as the JSON-LD `areaServed` names them. */
export function areaServed(): string[] {
  return ['Nassau County, NY', 'Suffolk County, NY', 'Long Island, NY', 'New York City, NY', 'Manhattan, NY', 'Brooklyn, NY', 'Queens, NY', 'The Bronx, NY', 'Staten Island, NY']
}

export const serviceTypes = [
  'Personal Injury', 'Medical Malpractice', 'Car Accidents', 'Construction Accidents', 'Premises Liability',
  'Wrongful Death', 'Nursing Home Abuse', 'Product Liability', 'Government Claims',
]
