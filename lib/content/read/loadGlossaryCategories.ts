/** Reads content/glossary-categories.yaml, the one list a glossary term's `category` is chosen from. */
import type { ContentProblem } from '../model/problems.ts'
import type { GlossaryCategoriesFile } from '../model/content.ts'
import { contentPathExists } from './contentFiles.ts'
import { readYamlFile } from './readYamlFile.ts'
import { glossaryCategoriesSchema } from '../schema/collections.ts'

/** `file` is the path shown in messages; `absolute` is where to read it. Without the file there are no categories. */
export function loadGlossaryCategories(
  absolute: string,
  file: string,
  problems: ContentProblem[],
): GlossaryCategoriesFile {
  if (!contentPathExists(absolute)) return { file, text: '', listed: [], categories: [] }
  const read = readYamlFile(absolute, file, glossaryCategoriesSchema, problems)
  // A category listed twice is reported by check/checkYamlLists.ts; the site shows it once.
  const listed = read?.data ?? []
  return { file, text: read?.text ?? '', listed, categories: [...new Set(listed)] }
}
