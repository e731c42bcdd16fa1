/** Reads one YAML content file through its zod schema, reporting each problem at its line. */
import { readFileSync } from 'node:fs'
import { load as parseYaml } from 'js-yaml'
import type { z } from 'zod'
import type { ContentProblem } from '../errors.ts'
import { describeIssues } from './describeIssue.ts'
import { explainYamlError } from './explainYamlError.ts'

export interface YamlFile<T> {
  /** As shown in messages. */
  file: string
  /** The file's text, for finding the line of a key. */
  text: string
  data: T
}

export function readYamlFile<S extends z.ZodType>(
  file: string,
  shown: string,
  schema: S,
  problems: ContentProblem[],
): YamlFile<z.infer<S>> | undefined {
  const text = readFileSync(file, 'utf8')
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch (error) {
    problems.push(explainYamlError(error, text, shown, 0))
    return undefined
  }
  const checked = schema.safeParse(raw, { reportInput: true })
  if (!checked.success) {
    problems.push(...describeIssues(checked.error.issues, schema, text, shown, 1))
    return undefined
  }
  return { file: shown, text, data: checked.data }
}
