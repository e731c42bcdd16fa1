/** A YAML syntax error in plain words, on the line the editor must fix. */
import type { ContentProblem } from '../errors.ts'

/** `lineBase`: how many file lines come before the YAML text's first line. */
export function explainYamlError(error: unknown, yamlText: string, file: string, lineBase: number): ContentProblem {
  const e = error as { mark?: { line?: number }; reason?: string; message?: string }
  const reason = e.reason ?? e.message?.split('\n')[0] ?? String(error)
  const lines = yamlText.split('\n')
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
  const line = (e.mark?.line ?? 0) + 1 + lineBase
  return {
    file,
    line,
    message: `the frontmatter is not valid YAML (${reason}). Check this line for a missing \`:\` after the field name, wrong indentation, or a value containing \`:\` or \`#\` that needs "quotes".`,
  }
}
