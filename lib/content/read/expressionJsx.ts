/**
 * The JSX elements written inside an MDX attribute expression, e.g. the buttons in
 * `<Hero actions={<><CallButton /><CaseReviewButton /></>} />`, with their plain-text attributes.
 */
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'

export interface ExpressionJsx {
  name: string
  /** Attribute -> its text; undefined when the value is not plain text (`form={x}`). */
  attributes: Map<string, string | undefined>
  /** Line within the MDX body. */
  line: number
}

interface EsNode {
  type?: string
  loc?: { start: { line: number } }
  [key: string]: unknown
}

export function jsxInExpression(estree: unknown): ExpressionJsx[] {
  const found: ExpressionJsx[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
      return
    }
    const n = node as EsNode
    if (n.type === 'JSXOpeningElement') {
      const nameNode = n.name as EsNode & { name?: string }
      if (nameNode?.type === 'JSXIdentifier' && nameNode.name) {
        const attributes = new Map<string, string | undefined>()
        for (const a of (n.attributes as (EsNode & {
          name?: { name?: string }
          value?: EsNode & { value?: unknown }
        })[]) ?? []) {
          if (a.type !== 'JSXAttribute' || !a.name?.name) continue
          attributes.set(
            a.name.name,
            a.value?.type === 'Literal' && typeof a.value.value === 'string' ? a.value.value : undefined,
          )
        }
        found.push({ name: nameNode.name, attributes, line: n.loc?.start.line ?? 1 })
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'range') walk(value)
  }
  walk(estree)
  return found
}

/** The elements written inside the values of a tag's attributes (`actions={<CaseReviewButton />}`), in order. */
export function jsxInAttributes(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): ExpressionJsx[] {
  return attributes.flatMap((attribute) => {
    const estree =
      attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object'
        ? attribute.value?.data?.estree
        : undefined
    return estree ? jsxInExpression(estree) : []
  })
}
