/** Facts several parts of the site share that are not in site.yaml's firm record. */
import { areaServedNames } from './schema/places.ts'
import type { SiteFacts } from './schema/factsShape.ts'

/** The regions and places the firm serves, as the JSON-LD `areaServed` names them (content/places.yaml). */
export function areaServed(facts: Pick<SiteFacts, 'places'>): string[] {
  return areaServedNames(facts.places)
}

/** The JSON-LD `serviceType`: the practice areas marked `service: true` in content/practice-areas.yaml, in file order. */
export function serviceTypes(facts: Pick<SiteFacts, 'practiceAreas'>): string[] {
  return facts.practiceAreas.filter((area) => area.service).map((area) => area.name)
}
