/** Facts several parts of the site share that are not in site.yaml's firm record. */
import { getPlaces, getPracticeAreas } from './index.ts'
import { areaServedNames } from './places.ts'

/** The regions and places the firm serves, as the JSON-LD `areaServed` names them (content/places.yaml). */
export function areaServed(): string[] {
  return areaServedNames(getPlaces())
}

/** The JSON-LD `serviceType`: the practice areas marked `service: true` in content/practice-areas.yaml, in file order. */
export function serviceTypes(): string[] {
  return getPracticeAreas()
    .filter((area) => area.service)
    .map((area) => area.name)
}
