/**
 * The editor's preview of an unsaved body, in the browser: the body checks first (./bodyCheck.ts,
 * `npm run check`'s words), and only a body without problems is compiled (@mdx-js/mdx, from the
 * tree read/mdxFacts.ts made, as lib/content/compile/compileBody.ts does for the site) and run with
 * the site's JSX runtime. The checks refuse code, imports and expressions, so what runs is the
 * components and text the editor wrote, never a script of theirs. FAQ answers and glossary
 * definitions are plain-text blocks, read as the site reads them (read/plainText.ts).
 */
import { createProcessor, runSync } from '@mdx-js/mdx'
import type { ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'
import type { BlockContent, Root } from 'mdast'
import { toString as textOf } from 'mdast-util-to-string'
import { CREDENTIALS_ELEMENT, CREDENTIALS_HEADING } from '../content/schema/attorneyBody.ts'
import { readMdxBody } from '../content/read/mdxFacts.ts'
import { readTextBlocks } from '../content/read/plainText.ts'
import type { ContentProblem } from '../content/model/problems.ts'
import type { TextBlock } from '../content/schema/listViewTypes.ts'
import { bodyProblems, type BodyProblem } from './bodyCheck.ts'

/** A compiled body, as the site's pages render it (`<Body components={mdxComponents} />`). */
// biome-ignore lint/suspicious/noExplicitAny: MDX hands each component the props the body wrote.
export type PreviewBody = ComponentType<{ components?: Record<string, ComponentType<any>> }>

export type Previewed<T> = { ok: true; value: T } | { ok: false; problems: BodyProblem[] }

const processor = createProcessor({ development: false, outputFormat: 'function-body' })

/**
 * The attorney bios' credentials box, as lib/content/compile/remarkAttorneyCredentials.ts's
 * `wrapCredentials` makes it for the site. A copy: that file also finds the content folder with
 * Node's `fs` and `path`, which the browser has not (moving `wrapCredentials` into a file of its
 * own in lib/content/compile/ would let both use one).
 */
function wrapCredentials(tree: Root): void {
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && textOf(node).trim() === CREDENTIALS_HEADING,
  )
  if (start < 0) return
  const next = tree.children.findIndex((node, i) => i > start && node.type === 'heading' && node.depth <= 2)
  const end = next < 0 ? tree.children.length : next
  const children = tree.children.slice(start, end) as BlockContent[]
  tree.children.splice(start, end - start, {
    type: 'mdxJsxFlowElement',
    name: CREDENTIALS_ELEMENT,
    attributes: [],
    children,
  })
}

/** Runs code the pipeline compiled from checked content (the attorneys' bodies of the preview's facts). */
export function runCompiled(code: string): PreviewBody {
  return (runSync(code, { ...runtime, baseUrl: location.href }) as { default: PreviewBody }).default
}

/** A page's or an attorney's body as a component, or its problems. `attorney`: the credentials box, as on the site. */
export function previewMdxBody(body: string, { attorney = false, lineOffset = 0 } = {}): Previewed<PreviewBody> {
  const problems = bodyProblems(body, lineOffset)
  if (problems.length) return { ok: false, problems }
  const { tree } = readMdxBody(body, 'body', lineOffset)
  if (!tree) return { ok: false, problems: [{ line: lineOffset + 1, message: 'this body cannot be read.' }] }
  if (attorney) wrapCredentials(tree)
  try {
    const file = { value: body }
    const code = String(processor.stringify(processor.runSync(tree as never, file), file))
    return { ok: true, value: runCompiled(code) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, problems: [{ line: lineOffset + 1, message: `this MDX cannot be compiled: ${reason}` }] }
  }
}

/** An FAQ answer's or a glossary definition's paragraphs and lists, or its problems. */
export function previewTextBlocks(body: string, lineOffset = 0): Previewed<TextBlock[]> {
  const problems: (BodyProblem | ContentProblem)[] = bodyProblems(body, lineOffset)
  const { tree } = readMdxBody(body, 'body', lineOffset)
  const blocks = tree ? readTextBlocks(tree, 'body', lineOffset, problems as ContentProblem[]) : []
  if (problems.length)
    return {
      ok: false,
      problems: problems.map(({ line, message }) => ({ line, message })).sort((a, b) => a.line - b.line),
    }
  return { ok: true, value: blocks }
}
