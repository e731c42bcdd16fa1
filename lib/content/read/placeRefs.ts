/**
 * The place ids an MDX component names in its attributes (`region="nassau"`, or the quoted
 * items of any list in `groups={[{ places: ['garden-city'] }]}`), with their lines, so a
 * misspelt id stops the build at the line that holds it.
 */
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import type { MdxPlaceRef, PlaceRefKind } from '../model/mdxFacts.ts'

interface EsNode {
  type?: string
  loc?: { start: { line: number } }
  value?: unknown
  elements?: unknown[]
  [key: string]: unknown
}

/** Plain data only: lists, `{ key: value }` groups, quoted text and numbers. */
const LITERAL_TYPES = new Set([
  'Program',
  'ExpressionStatement',
  'ArrayExpression',
  'ObjectExpression',
  'Property',
  'Literal',
  'Identifier',
])

export function readPlaceRefs(
  component: string,
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  wanted: Readonly<Record<string, PlaceRefKind>>,
  lineOffset: number,
  report: (line: number, message: string) => void,
): MdxPlaceRef[] {
  const refs: MdxPlaceRef[] = []
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !Object.hasOwn(wanted, attribute.name)) continue
    const kind = wanted[attribute.name]!
    const line = (attribute.position?.start.line ?? 1) + lineOffset
    const value = attribute.value
    if (typeof value === 'string') {
      refs.push({ id: value, kind, component, attribute: attribute.name, line })
      continue
    }
    const estree = value?.data?.estree
    if (!estree || !isPlainData(estree)) {
      report(
        line,
        `write \`${attribute.name}\` of <${component}> as plain data, e.g. ${attribute.name}={[{ places: ['garden-city', 'hempstead'] }]}, so its place ids can be checked.`,
      )
      continue
    }
    walkLists(estree, (item) => {
      if (typeof item.value === 'string')
        refs.push({
          id: item.value,
          kind,
          component,
          attribute: attribute.name,
          line: (item.loc?.start.line ?? 1) + lineOffset,
        })
    })
  }
  return refs
}

/** True when the expression holds nothing but data (identifiers only as object keys). */
function isPlainData(node: unknown, parentKey = ''): boolean {
  if (!node || typeof node !== 'object') return true
  if (Array.isArray(node)) return node.every((n) => isPlainData(n, parentKey))
  const n = node as EsNode
  if (n.type && !LITERAL_TYPES.has(n.type)) return false
  if (n.type === 'Identifier' && parentKey !== 'key') return false
  return Object.entries(n).every(([key, value]) => key === 'loc' || key === 'range' || isPlainData(value, key))
}

/** Calls `visit` for each literal item of every list (`[...]`) in the expression. */
function walkLists(node: unknown, visit: (item: EsNode) => void): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const n of node) walkLists(n, visit)
    return
  }
  const n = node as EsNode
  if (n.type === 'ArrayExpression')
    for (const item of (n.elements ?? []) as EsNode[]) if (item?.type === 'Literal') visit(item)
  for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'range') walkLists(value, visit)
}
