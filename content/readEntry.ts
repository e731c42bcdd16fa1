/** Reads one MDX content file: frontmatter through gray-matter and its zod schema, body through the MDX analysis. */
import matter from 'gray-matter'
import type { z } from 'zod'
import type { ContentProblem } from './errors'
import { findYamlLine } from './yamlLines'
import { describeIssue } from './describeIssue'
import { analyzeMdx, type MdxAnalysis } from './mdxAnalysis'

export interface RawEntry<T> {
  file: string
  slug: string
  data: T
  body: string
  /** The raw frontmatter text, for finding the line of a key. */
  frontmatter: string
  /** Lines of the file before the body (a body line + this = the file's line). */
  bodyOffset: number
  analysis: MdxAnalysis
}

export function readEntry<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  problems: ContentProblem[],
): RawEntry<z.infer<S>> | undefined {
  const slug = file.split('/').pop()!.replace(/\.mdx$/, '')
  if (!source.startsWith('---')) {
    problems.push({ file, line: 1, message: 'the file must start with frontmatter: a line `---`, the fields (`title: ...`), and another line `---`.' })
    return undefined
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    // A fresh object each time: gray-matter caches by content and would hand back stale data.
    parsed = matter(source, {})
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string }
    const line = (e.mark?.line ?? 0) + 2
    problems.push({ file, line, message: `the frontmatter is not valid YAML (${e.reason ?? e.message.split('\n')[0]}). Check this line for a missing \`:\`, wrong indentation, or a value with \`:\` or \`#\` that needs "quotes".` })
    return undefined
  }
  // gray-matter keeps the newline after the opening `---`: drop it so line 1 is the first field.
  const frontmatter = parsed.matter.replace(/^\r?\n/, '')
  const bodyOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1
  const analysis = analyzeMdx(parsed.content, file, bodyOffset)
  problems.push(...analysis.problems)
  const checked = schema.safeParse(parsed.data)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      problems.push({ file, line: findYamlLine(frontmatter, issue.path) + 1, message: describeIssue(issue, schema) })
    }
    return undefined
  }
  return { file, slug, data: checked.data, body: parsed.content, frontmatter, bodyOffset, analysis }
}
