/**
 * An MDX body's texts as the page renders them, from the tree reading made (read/mdxFacts.ts), for
 * the advertising rules: each paragraph, heading, list item, table cell and code block one text,
 * read across what a reader does not see as a break (emphasis `speci**al**ists`, links, inline code,
 * plain inline elements `speci<span>al</span>ists`, comments `speci{/* *\/}alists`, which render
 * nothing, and text in quotes `{"al"}`, which renders as text); a component's own element
 * (`<Card>`) starts and ends a text of its own, and one without children stands as a placeholder.
 * Markdown's `*...*` is italics and shows no asterisk: only a `*` a reader sees is in the text. The
 * props a component shows (`title="..."`, `items={[{ title: '...' }]}`) are texts of their own
 * (./expressionTexts.ts). Every character keeps its line of the file.
 */
import type { Root, RootContent } from 'mdast'
import { LinedTexts } from '../../../text/linedText.ts'
import type { Language } from './finding.ts'
import type { WrittenText } from './advertisingRules.ts'
import { attributeTexts, expressionValue } from './expressionTexts.ts'

/** Nodes whose children are one text. */
const ONE_TEXT = new Set(['paragraph', 'heading', 'tableCell'])
/** What a component without children stands for in its text: something is shown there, no word of the text. */
export const COMPONENT_PLACEHOLDER = ' \uFFFC '

interface Positioned {
  position?: { start: { line: number } }
}

export function bodyTexts(tree: Root, lineOffset: number, language: Language): WrittenText[] {
  const built = new LinedTexts()
  const add = (value: string, line: number) => built.add(value, line)
  const end = () => built.end()
  const props = (node: { attributes: Parameters<typeof attributeTexts>[0] }) => {
    for (const { text, lineAt } of attributeTexts(node.attributes, lineOffset, language)) built.push(text, lineAt(0))
  }
  const lineOf = (node: Positioned) => (node.position?.start.line ?? 1) + lineOffset

  const inline = (node: RootContent) => {
    const line = lineOf(node)
    if (node.type === 'text' || node.type === 'inlineCode') add(node.value, line)
    else if (node.type === 'break') add('\n', line)
    else if (node.type === 'mdxTextExpression') add(expressionValue(node.data?.estree) ?? '', line)
    else if (node.type === 'mdxJsxTextElement') {
      props(node)
      const component = /^[A-Z]/.test(node.name ?? '')
      if (!node.children.length) add(component ? COMPONENT_PLACEHOLDER : '', line)
      if (component) add(' ', line)
      for (const child of node.children) inline(child)
      if (component) add(' ', line)
    } else if ('children' in node) for (const child of node.children as RootContent[]) inline(child)
  }
  const block = (node: RootContent | Root) => {
    if (node.type === 'code') {
      add(node.value, lineOf(node) + 1)
      return end()
    }
    if (node.type === 'mdxFlowExpression') {
      add(expressionValue(node.data?.estree) ?? '', lineOf(node))
      return end()
    }
    if (node.type === 'mdxJsxFlowElement') props(node)
    if (!('children' in node)) return
    const children = node.children as RootContent[]
    if (ONE_TEXT.has(node.type)) {
      for (const child of children) inline(child)
      return end()
    }
    // A container (the body, a list, a quote, a component): its blocks, and any text written directly in it.
    for (const child of children) {
      if (isBlock(child)) {
        end()
        block(child)
      } else inline(child)
    }
    end()
  }
  block(tree)
  return built.texts.map((text) => ({ ...text, language }))
}

function isBlock(node: RootContent): boolean {
  return 'children' in node
    ? !['emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement'].includes(node.type)
    : ['code', 'mdxFlowExpression', 'html', 'thematicBreak', 'definition', 'yaml'].includes(node.type)
}
