/**
 * Checks content/places.yaml against itself (each id once, card places that exist) and every
 * place id the MDX names against it. Adds to `content.problems`.
 */
import type { ReadContent } from '../model/content.ts'
import { allEntries } from '../read/allEntries.ts'
import type { MdxLink } from '../model/mdxFacts.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { closest } from '../../text/closest.ts'
import { indexPlaces } from '../schema/places.ts'

export function checkPlaces(content: ReadContent): void {
  const { places, placesFile, problems } = content
  if (!placesFile.valid) return
  const index = indexPlaces(places)
  const at = (path: (string | number)[]) => findYamlLine(placesFile.text, path)
  const seen = new Map<string, number>()
  places.regions.forEach((region, r) => {
    const entries = [
      { id: region.id, path: ['regions', r, 'id'] },
      ...region.communities.map((p, i) => ({ id: p.id, path: ['regions', r, 'communities', i, 'id'] })),
      ...region.landmarks.map((p, i) => ({ id: p.id, path: ['regions', r, 'landmarks', i, 'id'] })),
    ]
    for (const entry of entries) {
      const line = at(entry.path)
      const first = seen.get(entry.id)
      if (first === undefined) {
        seen.set(entry.id, line)
        continue
      }
      problems.push({
        file: placesFile.file,
        line,
        message: `the id \`${entry.id}\` is already used at line ${first}. Each region and place needs an id of its own: change one of them.`,
      })
    }
    region.card?.municipalities.forEach((id, i) => {
      if (!index.has(id))
        problems.push({
          file: placesFile.file,
          line: at(['regions', r, 'card', 'municipalities', i]),
          message: unknownPlace(id, [...index.keys()]),
        })
    })
  })

  const ids = [...index.keys()]
  const regionIds = places.regions.filter((r) => r.communities.length).map((r) => r.id)
  for (const entry of allEntries(content)) {
    for (const ref of entry.analysis.placeRefs) {
      const where = `<${ref.component} ${ref.attribute}>`
      const place = index.get(ref.id)
      if (!place)
        problems.push({
          file: entry.file,
          line: ref.line,
          message: `${where} names ${unknownPlace(ref.id, ref.kind === 'region' ? regionIds : ids)}`,
        })
      else if (ref.kind === 'region' && !regionIds.includes(ref.id))
        problems.push({
          file: entry.file,
          line: ref.line,
          message: `${where} must name a region with communities in content/places.yaml (${regionIds.join(', ')}), not \`${ref.id}\`.`,
        })
    }
  }
}

function unknownPlace(id: string, candidates: string[]): string {
  const guess = closest(id, candidates)
  return `the place \`${id}\`, which content/places.yaml does not have. ${guess ? `Did you mean \`${guess}\`? ` : ''}Use the \`id\` of one of its regions, communities or landmarks, or add the place there.`
}

/** The pages places.yaml links to (region pages), for the site's link check. */
export function placeLinks(content: ReadContent): MdxLink[] {
  return content.places.regions.flatMap((region, r) =>
    region.page ? [{ url: region.page, line: findYamlLine(content.placesFile.text, ['regions', r, 'page']) }] : [],
  )
}
