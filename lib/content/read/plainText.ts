/**
 * FAQ answers and glossary definitions are plain text: paragraphs and bulleted lists, so the
 * search can highlight inside them. Reads a body's syntax tree (the parse the MDX analysis made)
 * into those blocks and reports anything else.
 */
import { toString as textOf } from 'mdast-util-to-string'
import type { Root, RootContent } from 'mdast'
import type { ContentProblem } from '../model/problems.ts'
import type { TextBlock } from '../schema/listViewTypes.ts'

const ALLOWED_INLINE = new Set(['text', 'emphasis', 'strong'])

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

export function readTextBlocks(tree: Root, file: string, lineOffset: number, problems: ContentProblem[]): TextBlock[] {
  const blocks: TextBlock[] = []
  const complain = (node: RootContent, what: string) =>
    problems.push({
      file,
      line: (node.position?.start.line ?? 1) + lineOffset,
      message: `${what} FAQ answers and glossary definitions are plain text: write paragraphs and \`- \` bullet lists only (bold and italics are fine).`,
    })
  const inlineOk = (node: RootContent): boolean => {
    if (!('children' in node)) return ALLOWED_INLINE.has(node.type)
    if (node.type !== 'paragraph' && !ALLOWED_INLINE.has(node.type)) return false
    return (node.children as RootContent[]).every(inlineOk)
  }
  for (const node of tree.children) {
    if (node.type === 'paragraph') {
      if (inlineOk(node)) blocks.push(clean(textOf(node)))
      else complain(node, 'this paragraph has a link, component or code.')
    } else if (node.type === 'list' && !node.ordered) {
      const items = node.children.map((item) => item.children)
      if (
        items.every((children) => children.length === 1 && children[0]?.type === 'paragraph' && inlineOk(children[0]))
      ) {
        blocks.push(node.children.map((item) => clean(textOf(item))))
      } else complain(node, 'this list has nested lists, links or components.')
    } else if (node.type !== 'mdxFlowExpression') {
      complain(node, `a ${node.type === 'list' ? 'numbered list' : node.type} is not allowed here.`)
    }
  }
  if (!blocks.length)
    problems.push({
      file,
      line: lineOffset + 1,
      message: 'the text is empty: write the answer or definition below the frontmatter.',
    })
  return blocks
}
