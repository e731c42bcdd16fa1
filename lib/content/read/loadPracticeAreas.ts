/** Reads content/practice-areas.yaml, the one list of practice areas that other content may name. */
import type { ContentProblem } from '../errors.ts'
import { contentPathExists } from './contentFiles.ts'
import { findYamlLine } from './yamlLines.ts'
import { readYamlFile } from './readYamlFile.ts'
import { practiceAreasSchema, type PracticeArea } from '../schema/collections.ts'

export interface PracticeAreasFile {
  file: string
  text: string
  areas: PracticeArea[]
}

/** `file` is the path shown in messages; `absolute` is where to read it. */
/** Without the file (small test folders) there are no practice areas, and naming one is an error. */
export function loadPracticeAreas(absolute: string, file: string, problems: ContentProblem[]): PracticeAreasFile {
  const result: PracticeAreasFile = { file, text: '', areas: [] }
  if (!contentPathExists(absolute)) return result
  const read = readYamlFile(absolute, file, practiceAreasSchema, problems)
  if (!read) return result
  result.text = read.text
  const seen = new Set<string>()
  read.data.forEach((area, i) => {
    if (seen.has(area.id))
      problems.push({
        file,
        line: findYamlLine(result.text, [i, 'id']),
        message: `practice area id \`${area.id}\` is listed twice: each id must be unique.`,
      })
    seen.add(area.id)
  })
  result.areas = read.data
  return result
}
