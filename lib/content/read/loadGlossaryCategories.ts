/** Reads content/glossary-categories.yaml, the one list a glossary term's `category` is chosen from. */
import type { ContentProblem } from '../errors.ts'
import { contentPathExists } from './contentFiles.ts'
import { findYamlLine } from './yamlLines.ts'
import { readYamlFile } from './readYamlFile.ts'
import { glossaryCategoriesSchema } from '../schema/collections.ts'

export interface GlossaryCategoriesFile {
  file: string
  text: string
  categories: string[]
}

/** `file` is the path shown in messages; `absolute` is where to read it. Without the file there are no categories. */
export function loadGlossaryCategories(
  absolute: string,
  file: string,
  problems: ContentProblem[],
): GlossaryCategoriesFile {
  const result: GlossaryCategoriesFile = { file, text: '', categories: [] }
  if (!contentPathExists(absolute)) return result
  const read = readYamlFile(absolute, file, glossaryCategoriesSchema, problems)
  if (!read) return result
  result.text = read.text
  const seen = new Set<string>()
  read.data.forEach((category, i) => {
    if (seen.has(category))
      problems.push({
        file,
        line: findYamlLine(result.text, [i]),
        message: `category \`${category}\` is listed twice: remove one of the two lines.`,
      })
    seen.add(category)
  })
  result.categories = [...seen]
  return result
}
