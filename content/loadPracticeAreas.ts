/** Reads content/practice-areas.yaml, the one list of practice areas that other content may name. */
import { readFileSync, existsSync } from 'node:fs'
import { load as parseYaml } from 'js-yaml'
import type { ContentProblem } from './errors'
import { findYamlLine } from './yamlLines'
import { describeIssue } from './describeIssue'
import { practiceAreasSchema, type PracticeArea } from './schema'

export interface PracticeAreasFile { file: string; text: string; areas: PracticeArea[] }

/** `file` is the path shown in messages; `absolute` is where to read it. */
export function loadPracticeAreas(absolute: string, file: string, problems: ContentProblem[]): PracticeAreasFile {
  const result: PracticeAreasFile = { file, text: '', areas: [] }
  if (!existsSync(absolute)) {
    problems.push({ file, line: 1, message: 'practice-areas.yaml is missing: it lists the practice areas (id, name, path) that glossary terms may name.' })
    return result
  }
  result.text = readFileSync(absolute, 'utf8')
  let data: unknown
  try {
    data = parseYaml(result.text)
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string }
    problems.push({ file, line: (e.mark?.line ?? 0) + 1, message: `this is not valid YAML (${e.reason ?? e.message}). Check the line for a missing \`:\` or wrong indentation.` })
    return result
  }
  const checked = practiceAreasSchema.safeParse(data)
  if (!checked.success) {
    for (const issue of checked.error.issues) problems.push({ file, line: findYamlLine(result.text, issue.path), message: describeIssue(issue, practiceAreasSchema) })
    return result
  }
  const seen = new Set<string>()
  checked.data.forEach((area, i) => {
    if (seen.has(area.id)) problems.push({ file, line: findYamlLine(result.text, [i, 'id']), message: `practice area id \`${area.id}\` is listed twice: each id must be unique.` })
    seen.add(area.id)
  })
  result.areas = checked.data
  return result
}
