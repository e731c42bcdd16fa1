/**
 * Bounds on a page's body that keep the Markdown parser's work in proportion to the text: checked
 * on the lines before the body is parsed (a paragraph's length, how many quotes and lists one line
 * opens), and on the tree after (how deep blocks sit inside each other), before anything walks it.
 */
import type { Root } from 'mdast'
import type { ContentProblem } from '../model/problems.ts'
import { contentLimits } from './contentLimits.ts'

const number = (n: number) => n.toLocaleString('en-US')

/** Problems of the body's lines; `lineOffset` lines of the file come before the body. */
export function checkBodyLines(body: string, file: string, lineOffset: number): ContentProblem[] {
  const lines = body.split('\n')
  let paragraphStart = -1
  let paragraphChars = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const levels = openingLevels(line)
    if (levels > contentLimits.markdownLevels)
      return [
        {
          file,
          line: i + 1 + lineOffset,
          message: `this line starts ${number(levels)} levels deep (quote marks \`>\`, list marks \`-\` and indentation), more than the ${contentLimits.markdownLevels} a line may have. Remove the extra \`>\`, \`-\` or spaces at the start of the line.`,
        },
      ]
    if (line.trim() === '') {
      paragraphStart = -1
      continue
    }
    if (paragraphStart === -1) {
      paragraphStart = i
      paragraphChars = 0
    }
    paragraphChars += line.length + 1
    if (paragraphChars > contentLimits.paragraphChars)
      return [
        {
          file,
          line: paragraphStart + 1 + lineOffset,
          message: `the paragraph that starts on this line runs on for more than ${number(contentLimits.paragraphChars)} characters without a blank line. Split it into shorter paragraphs, with a blank line between them.`,
        },
      ]
  }
  return []
}

/**
 * How many quotes and lists a line can open or continue, at most: each `>` and list mark one, and
 * each two columns of indentation one (a list's content is indented at least two columns).
 */
function openingLevels(line: string): number {
  let levels = 0
  let columns = 0
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (c === ' ') columns++
    else if (c === '\t') columns += 4
    else if (c === '>') levels++
    else if ((c === '-' || c === '*' || c === '+') && /[ \t]/.test(line[i + 1] ?? '')) levels++
    else {
      const ordered = /^\d{1,9}[.)](?=[ \t])/.exec(line.slice(i, i + 11))
      if (!ordered) break
      levels++
      i += ordered[0].length - 1
    }
  }
  return levels + Math.floor(columns / 2)
}

/** The first node (in document order) deeper than the limit, found without recursion. */
export function tooDeepNode(tree: Root): { line: number } | undefined {
  const stack: { node: { children?: unknown[]; position?: { start: { line: number } } }; depth: number }[] = [
    { node: tree, depth: 0 },
  ]
  while (stack.length) {
    const { node, depth } = stack.pop()!
    if (depth > contentLimits.mdxDepth) return { line: node.position?.start.line ?? 1 }
    const children = (node.children ?? []) as (typeof node)[]
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: depth + 1 })
  }
  return undefined
}

export const TOO_DEEP = `the blocks here sit more than ${contentLimits.mdxDepth} deep inside each other (components in components, lists or quotes in lists), far deeper than any page needs. Close the components you opened (\`</Section>\`), or remove the extra \`>\`, \`-\` or spaces at the start of the lines.`
