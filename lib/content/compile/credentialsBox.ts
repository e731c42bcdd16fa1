/**
 * The credentials box of an attorney's bio: the body's `## Professional Credentials` heading (in a
 * Spanish bio, `## Credenciales profesionales`) and what follows it, up to the next `##` heading,
 * wrapped in `<AttorneyCredentials>`, so the attorneys page shows that part in a box of its own while
 * the file stays plain Markdown. The site's compile (./compileBody.ts) and the editor's preview
 * (lib/editor/previewBody.ts) both wrap with this; it needs nothing of Node, so the browser runs it too.
 */
import type { BlockContent, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString as textOf } from 'mdast-util-to-string'
import { CREDENTIALS_ELEMENT, CREDENTIALS_HEADING } from '../schema/attorneyBody.ts'
import type { Language } from '../schema/language.ts'

/** Wraps the credentials part of a bio written in `language`, in place; false if the body has none. */
export function wrapCredentials(tree: Root, language: Language): boolean {
  const isHeading = (node: Root['children'][number], maxDepth: number) =>
    node.type === 'heading' && node.depth <= maxDepth
  const heading = CREDENTIALS_HEADING[language]
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && textOf(node).trim() === heading,
  )
  if (start < 0) return false
  const next = tree.children.findIndex((node, i) => i > start && isHeading(node, 2))
  const end = next < 0 ? tree.children.length : next
  const wrapper: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: CREDENTIALS_ELEMENT,
    attributes: [],
    children: tree.children.slice(start, end) as BlockContent[],
  }
  tree.children.splice(start, end - start, wrapper)
  return true
}
