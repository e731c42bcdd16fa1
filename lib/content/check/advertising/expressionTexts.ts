/**
 * The words a component's props put on a page, for the advertising rules (./bodyTexts.ts): a prop in
 * quotes (`title="..."`), and every text inside a prop's value (`items={[{ title: '...', quote: '...' }]}`,
 * `actions={<CaseReviewButton>...</CaseReviewButton>}`), each a text of its own at its line, unless
 * its name says it holds no words (./proseKeys.ts). Code is refused by the body rules
 * (check/mdxCode.ts); only text written as data is read here.
 */
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import type { Language } from './finding.ts'
import type { WrittenText } from './advertisingRules.ts'
import { holdsWords } from './proseKeys.ts'

interface EsNode {
  type?: string
  loc?: { start: { line: number } }
  [key: string]: unknown
}

/** What a `{...}` renders as text: its text in quotes, or undefined (a comment renders nothing; code is refused elsewhere). */
export function expressionValue(estree: unknown): string | undefined {
  const body = (estree as { body?: EsNode[] } | undefined)?.body
  const statement = body?.length === 1 ? body[0] : undefined
  if (statement?.type !== 'ExpressionStatement') return undefined
  return textOf(statement.expression as EsNode)
}

function textOf(node: EsNode | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && !(node.expressions as unknown[]).length)
    return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('')
  return undefined
}

export function attributeTexts(
  attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  lineOffset: number,
  language: Language,
): WrittenText[] {
  const texts: WrittenText[] = []
  const found = (text: string, line: number) => {
    if (text.trim()) texts.push({ text, language, lineAt: () => line })
  }
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !holdsWords([attribute.name])) continue
    const line = (attribute.position?.start.line ?? 1) + lineOffset
    if (typeof attribute.value === 'string') found(attribute.value, line)
    else if (attribute.value && typeof attribute.value === 'object')
      walk(attribute.value.data?.estree, attribute.name, (text, at) =>
        found(text, (at ?? line - lineOffset) + lineOffset),
      )
  }
  return texts
}

/** Every text in an expression with the name of the field or prop that holds it. */
function walk(node: unknown, key: string, found: (text: string, line: number | undefined) => void): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const item of node) walk(item, key, found)
    return
  }
  const n = node as EsNode
  const line = n.loc?.start.line
  const text = textOf(n)
  if (text !== undefined) {
    if (holdsWords([key])) found(text, line)
    return
  }
  if (n.type === 'JSXText' && typeof n.value === 'string') found(n.value, line)
  else if (n.type === 'Property') walk(n.value, propertyName(n.key as EsNode) ?? key, found)
  else if (n.type === 'JSXAttribute') {
    const name = (n.name as EsNode | undefined)?.name
    walk(n.value, typeof name === 'string' ? name : key, found)
  } else
    for (const [field, value] of Object.entries(n)) if (field !== 'loc' && field !== 'range') walk(value, key, found)
}

function propertyName(key: EsNode | undefined): string | undefined {
  if (key?.type === 'Identifier' && typeof key.name === 'string') return key.name
  return key?.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined
}
