/**
 * Remark plugin for attorney bodies (content/attorneys/*.mdx): wraps the
 * `## Professional Credentials` heading and what follows it in `<AttorneyCredentials>`, so the
 * attorneys page can show the credentials in a box of their own while the file stays plain Markdown.
 */
import path from 'node:path'
import type { BlockContent, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString as textOf } from 'mdast-util-to-string'
import { CREDENTIALS_ELEMENT, CREDENTIALS_HEADING } from '../schema/attorneyBody.ts'
import { contentDir } from '../read/readContent.ts'

/** Wraps the credentials part of a body in place; false if the body has none. */
export function wrapCredentials(tree: Root): boolean {
  const isHeading = (node: Root['children'][number], maxDepth: number) =>
    node.type === 'heading' && node.depth <= maxDepth
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && textOf(node).trim() === CREDENTIALS_HEADING,
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

export function remarkAttorneyCredentials() {
  // The folder is looked up for each body: the processor lives as long as the process, CONTENT_DIR may not (tests).
  return (tree: Root, file: { path?: string }) => {
    if (file.path?.startsWith(path.join(contentDir(), 'attorneys') + path.sep)) wrapCredentials(tree)
  }
}
