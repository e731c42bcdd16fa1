/**
 * MDX `{...}` read as data, never as code: an editor's note (a comment in braces), a literal, a list, or the
 * site's components. Anything else (a call, a name, `a.b`, a function, `${}`) is reported with
 * the fix, so the build never compiles, let alone runs, a body that holds code.
 */
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import { CODE, readProgram, type JsxAttributeValue, type LiteralReader } from './mdxLiteral.ts'
import { checkElement, type Report } from './mdxElementRules.ts'

const ALLOWED = "text in quotes, a number, true/false, a list in `[...]` or one of the site's components"

/** `lineOffset` turns the body's lines into the file's; `report` takes file lines. */
function reader(lineOffset: number, report: Report, where: (kind: string) => string): LiteralReader {
  return {
    onElement: (name, attributes, line) =>
      checkElement(
        name,
        attributes.map((a) => ({ ...a, line: a.line + lineOffset })),
        line + lineOffset,
        report,
      ),
    onCode: (kind, line) => report(line + lineOffset, where(kind)),
  }
}

/** A `{...}` in the text of the body. */
export function readMdxProgram(estree: unknown, bodyLine: number, lineOffset: number, report: Report): void {
  readProgram(
    estree,
    reader(
      lineOffset,
      report,
      (kind) =>
        `this \`{...}\` is code (${kind}), and content may hold no code: only ${ALLOWED}. Write the words themselves; to show a curly brace, write \`\\{\`; for a note to other editors, write \`{/* your note */}\`.`,
    ),
    bodyLine,
  )
}

/** A component's or element's attributes as values (`flag` alone = true), with code in them reported. */
export function readMdxAttributes(
  element: string,
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  bodyLine: number,
  lineOffset: number,
  report: Report,
): JsxAttributeValue[] {
  const values: JsxAttributeValue[] = []
  for (const attribute of attributes) {
    const line = attribute.position?.start.line ?? bodyLine
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(line + lineOffset, `\`{...}\` inside the tag of <${element}> is code: write each prop as name="value".`)
      values.push({ name: '...', value: CODE, line: line + lineOffset })
      continue
    }
    const value = attribute.value
    if (value === null || value === undefined)
      values.push({ name: attribute.name, value: true, line: line + lineOffset })
    else if (typeof value === 'string') values.push({ name: attribute.name, value, line: line + lineOffset })
    else {
      const where = (kind: string) =>
        `the value of \`${attribute.name}\` in <${element}> is code (${kind}): a prop may hold only ${ALLOWED}, e.g. title="..." or columns={3}. Write the value itself.`
      const read = readProgram(value.data?.estree, reader(lineOffset, report, where), line)
      if (read) values.push({ name: attribute.name, value: read.value, line: line + lineOffset })
    }
  }
  return values
}
