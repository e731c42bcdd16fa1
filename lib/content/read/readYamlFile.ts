/** Reads one YAML content file through its zod schema, reporting each problem at its line. */
import path from 'node:path'
import type { z } from 'zod'
import type { ContentProblem } from '../model/problems.ts'
import { describeIssues } from './describeIssue.ts'
import { explainYamlError } from './explainYamlError.ts'
import { readContentFile } from './contentFiles.ts'
import { parseContentYaml } from './parseContentYaml.ts'

export interface YamlFile<T> {
  /** As shown in messages. */
  file: string
  /** The file's text, for finding the line of a key. */
  text: string
  data: T
}

/** `file` lies directly in the content folder (site.yaml, places.yaml, ...). */
export function readYamlFile<S extends z.ZodType>(
  file: string,
  shown: string,
  schema: S,
  problems: ContentProblem[],
): YamlFile<z.infer<S>> | undefined {
  const text = readContentFile(file, shown, path.dirname(file), problems)
  if (text === undefined) return undefined
  let raw: unknown
  try {
    raw = parseContentYaml(text)
  } catch (error) {
    problems.push(explainYamlError(error, text, shown, 0, 'this file'))
    return undefined
  }
  const checked = schema.safeParse(raw, { reportInput: true })
  if (!checked.success) {
    problems.push(...describeIssues(checked.error.issues, schema, text, shown, 1))
    return undefined
  }
  return { file: shown, text, data: checked.data }
}
