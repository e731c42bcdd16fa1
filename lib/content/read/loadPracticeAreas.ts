/** Reads content/practice-areas.yaml, the one list of practice areas that other content may name. */
import type { ContentProblem } from '../model/problems.ts'
import type { PracticeAreasFile } from '../model/content.ts'
import { contentPathExists } from './contentFiles.ts'
import { readYamlFile } from './readYamlFile.ts'
import { practiceAreasSchema } from '../schema/collections.ts'

/** `file` is the path shown in messages; `absolute` is where to read it. Without the file (small test folders) there are no practice areas. */
export function loadPracticeAreas(absolute: string, file: string, problems: ContentProblem[]): PracticeAreasFile {
  if (!contentPathExists(absolute)) return { file, text: '', areas: [] }
  const read = readYamlFile(absolute, file, practiceAreasSchema, problems)
  return { file, text: read?.text ?? '', areas: read?.data ?? [] }
}
