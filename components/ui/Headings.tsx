import { Children, isValidElement, type ReactNode } from 'react'
import { slugify } from '../../content/slugify.ts'

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

/** Markdown `##` and `###` headings get the id the content check expects (`/page#heading-text`). */
export function H2({ children, id }: { children?: ReactNode; id?: string }) {
  return <h2 id={id ?? slugify(textOf(Children.toArray(children)))}>{children}</h2>
}

export function H3({ children, id }: { children?: ReactNode; id?: string }) {
  return <h3 id={id ?? slugify(textOf(Children.toArray(children)))}>{children}</h3>
}
