import { isValidElement, type ReactNode } from 'react'

/** The plain text inside rendered MDX children (e.g. a heading's words, for its slug). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return ''
}
