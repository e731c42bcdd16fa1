/** Reads one YAML content file through its zod schema, reporting each problem at its line. */
import { readFileSync } from 'node:fs'
import { load as parseYaml } from 'js-yaml'
import type { z } from 'zod'
import type { ContentProblem } from './errors.ts'
import { findYamlLine } from './yamlLines.ts'
import { describeIssue } from './describeIssue.ts'

export interface YamlFile<T> {
  /** As shown in messages. */
  file: string
  /** The file's text, for finding the line of a key. */
  text: string
  data: T
}

export function readYamlFile<S extends z.ZodType>(file: string, shown: string, schema: S, problems: ContentProblem[]): YamlFile<z.infer<S>> | undefined {
  const text = readFileSync(file, 'utf8')
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string }
    problems.push({ file: shown, line: (e.mark?.line ?? 0) + 1, message: `this is not valid YAML (${e.reason ?? e.message}). Check the line for a missing \`:\` or wrong indentation.` })
    return undefined
  }
  const checked = schema.safeParse(raw)
  if (!checked.success) {
    for (const issue of checked.error.issues) problems.push({ file: shown, line: findYamlLine(text, issue.path), message: describeIssue(issue, schema) })
    return undefined
  }
  return { file: shown, text, data: checked.data }
}
