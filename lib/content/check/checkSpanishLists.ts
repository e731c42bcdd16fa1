/**
 * The Spanish words of the lists: each glossary category's label, each practice area's name, and
 * each region card's description and badges (places.yaml). Run by ./checkSpanishWords.ts once
 * content/es/ holds a translation.
 */
import type { ReadContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { findYamlLine } from '../read/yamlLines.ts'

export function checkSpanishLists(content: ReadContent, problems: ContentProblem[]): void {
  const { glossaryCategories: categories, practiceAreas, places, placesFile } = content
  categories.listed.forEach((name, i) => {
    if (!categories.spanish.has(name))
      problems.push({
        file: categories.file,
        line: findYamlLine(categories.text, [i]),
        message: `category \`${name}\` has no Spanish label: write the line as \`- { name: ${name}, es: { name: <Spanish label> } }\`.`,
      })
  })
  practiceAreas.areas.forEach((area, i) => {
    if (!area.es)
      problems.push({
        file: practiceAreas.file,
        line: findYamlLine(practiceAreas.text, [i, 'name']),
        message: `practice area \`${area.id}\` has no Spanish name: add \`es: { name: <Spanish name> }\` under its \`path\`.`,
      })
  })
  places.regions.forEach((region, i) => {
    const line = (path: (string | number)[]) => findYamlLine(placesFile.text, ['regions', i, ...path])
    if (region.card && !region.es?.card)
      problems.push({
        file: placesFile.file,
        line: line(['card']),
        message: `region \`${region.id}\` has a \`card\` but no Spanish words for it: add \`es: card:\` with its \`description\` and \`practiceAreas\` in Spanish (see the region \`nassau\`).`,
      })
    if (!region.card && region.es?.card)
      problems.push({
        file: placesFile.file,
        line: line(['es', 'card']),
        message: `region \`${region.id}\` has Spanish card words but no \`card\`: remove \`es: card:\`, or add the English \`card\` first.`,
      })
  })
}
