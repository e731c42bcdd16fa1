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
  if (!contentPathExists(absolute)) return { file, text: '', listed: [], categories: [], spanish: new Map() }
  const read = readYamlFile(absolute, file, glossaryCategoriesSchema, problems)
  // A category may be its name alone (a site without Spanish pages) or `{ name, es: { name } }`.
  const items = (read?.data ?? []).map((item) => (typeof item === 'string' ? { name: item } : item))
  // A category listed twice is reported by check/checkYamlLists.ts; the site shows it once.
  const listed = items.map((item) => item.name)
  const spanish = new Map(items.flatMap((item) => (item.es ? [[item.name, item.es.name] as const] : [])))
  return { file, text: read?.text ?? '', listed, categories: [...new Set(listed)], spanish }
}
