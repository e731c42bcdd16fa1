import type { ReactNode } from 'react'
import { slugify } from '../../lib/text/slugify.ts'
import { textOf } from '../blocks/textOf.ts'

/** Markdown `##` and `###` headings get the id the content check expects (`/page#heading-text`). */
export function H2({ children, id }: { children?: ReactNode; id?: string }) {
  return <h2 id={id ?? slugify(textOf(children))}>{children}</h2>
}

export function H3({ children, id }: { children?: ReactNode; id?: string }) {
  return <h3 id={id ?? slugify(textOf(children))}>{children}</h3>
}
