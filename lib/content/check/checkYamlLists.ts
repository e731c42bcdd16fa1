/** The lists of content/practice-areas.yaml and content/glossary-categories.yaml name each item once. */
import type { ReadContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { findYamlLine } from '../read/yamlLines.ts'

export function checkYamlLists(content: ReadContent, problems: ContentProblem[]): void {
  const { practiceAreas, glossaryCategories } = content
  const areaIds = new Set<string>()
  practiceAreas.areas.forEach((area, i) => {
    if (areaIds.has(area.id))
      problems.push({
        file: practiceAreas.file,
        line: findYamlLine(practiceAreas.text, [i, 'id']),
        message: `practice area id \`${area.id}\` is listed twice: each id must be unique.`,
      })
    areaIds.add(area.id)
  })
  const categories = new Set<string>()
  glossaryCategories.listed.forEach((category, i) => {
    if (categories.has(category))
      problems.push({
        file: glossaryCategories.file,
        line: findYamlLine(glossaryCategories.text, [i]),
        message: `category \`${category}\` is listed twice: remove one of the two lines.`,
      })
    categories.add(category)
  })
}
