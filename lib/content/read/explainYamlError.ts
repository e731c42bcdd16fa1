/** A YAML syntax error in plain words, on the line the editor must fix. */
import type { ContentProblem } from '../model/problems.ts'
import { contentLimits } from './contentLimits.ts'
import { ContentYamlError } from './parseContentYaml.ts'

/**
 * `lineBase`: how many file lines come before the YAML text's first line; `where` names the YAML
 * in messages: a page's frontmatter, or a .yaml file itself.
 */
export function explainYamlError(
  error: unknown,
  yamlText: string,
  file: string,
  lineBase: number,
  where: 'the frontmatter' | 'this file',
): ContentProblem {
  if (error instanceof ContentYamlError)
    return { file, line: error.line + lineBase, message: error.words((n) => n + lineBase) }
  const e = error as { mark?: { line?: number }; reason?: string; message?: string }
  const reason = e.reason ?? e.message?.split('\n')[0] ?? String(error)
  const lines = yamlText.split('\n')
  const line = (e.mark?.line ?? 0) + 1 + lineBase
  // An unclosed quote runs into the next lines, which YAML then reports as badly indented.
  if (/quoted scalar|deficient indentation|end of the stream/.test(reason)) {
    const quote = reason.includes('single') ? "'" : '"'
    const index = lines.findIndex((l) => (l.split(quote).length - 1) % 2 === 1)
    if (index >= 0)
      return {
        file,
        line: index + 1 + lineBase,
        message: `a \`${quote}\` quote is opened on this line and never closed. Add the closing \`${quote}\` at the end of the value.`,
      }
  }
  if (/^nesting exceeded maxDepth/.test(reason))
    return {
      file,
      line,
      message: `the fields here are nested more than ${contentLimits.yamlDepth} levels deep (a list in a group in a list...), far deeper than any content needs. Check the indentation of the lines above: each level is indented two more spaces than the field it belongs to.`,
    }
  if (/^duplicated mapping key/.test(reason))
    return {
      file,
      line,
      message: 'a field on this line is written twice in the same group. Keep one of the two and delete the other.',
    }
  return {
    file,
    line,
    message: `${where} is not valid YAML (${reason}). Check this line for a missing \`:\` after the field name, wrong indentation, or a value containing \`:\` or \`#\` that needs "quotes".`,
  }
}
