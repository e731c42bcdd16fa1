/**
 * The checks of one MDX entry on its own, in the order an editor reads their messages: its body's
 * rules (./bodyRules.ts), the advertising rules on its body as it renders and on its frontmatter's
 * words (./advertising/checkAdvertising.ts), then its frontmatter against the collection's schema,
 * which gives the entry its typed `data`.
 */
import type { z } from 'zod'
import type { ReadEntry } from '../model/entries.ts'
import type { ContentProblem } from '../model/problems.ts'
import { describeIssues } from '../read/describeIssue.ts'
import { checkBodyAdvertising, checkFieldsAdvertising } from './advertising/checkAdvertising.ts'
import { checkBodyRules } from './bodyRules.ts'
import type { Language } from '../schema/resultsDisclaimer.ts'

export interface CheckedEntry<T> {
  /** The frontmatter's fields, typed, when they passed the schema. */
  data: T | undefined
  /** What the body's rules refused (a body with any is never compiled). */
  bodyProblems: ContentProblem[]
  /** Everything refused, the body's problems first. */
  problems: ContentProblem[]
}

export function checkEntry<S extends z.ZodType>(
  entry: ReadEntry,
  schema: S,
  language: Language = 'en',
): CheckedEntry<z.infer<S>> {
  const bodyProblems = entry.tree ? checkBodyRules(entry.tree, entry.file, entry.bodyOffset, language) : []
  const problems = [
    ...bodyProblems,
    ...(entry.tree ? checkBodyAdvertising(entry.tree, entry.file, entry.bodyOffset, language) : []),
    ...checkFieldsAdvertising(entry.fields, entry.frontmatter, entry.file, 2, language),
  ]
  const checked = schema.safeParse(entry.fields, { reportInput: true })
  if (checked.success) return { data: checked.data, bodyProblems, problems }
  problems.push(...describeIssues(checked.error.issues, schema, entry.frontmatter, entry.file, 2))
  return { data: undefined, bodyProblems, problems }
}
