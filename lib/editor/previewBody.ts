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
import { wrapCredentials } from '../content/compile/credentialsBox.ts'
import type { Language } from '../content/schema/language.ts'
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

/** Runs code the pipeline compiled from checked content (the attorneys' bodies of the preview's facts). */
export function runCompiled(code: string): PreviewBody {
  return (runSync(code, { ...runtime, baseUrl: location.href }) as { default: PreviewBody }).default
}

/**
 * A page's or an attorney's body as a component, or its problems. `credentials`: an attorney's bio
 * in that language, whose credentials get their box as on the site.
 */
export function previewMdxBody(
  body: string,
  { credentials, lineOffset = 0 }: { credentials?: Language; lineOffset?: number } = {},
): Previewed<PreviewBody> {
  const problems = bodyProblems(body, lineOffset)
  if (problems.length) return { ok: false, problems }
  const { tree } = readMdxBody(body, 'body', lineOffset)
  if (!tree) return { ok: false, problems: [{ line: lineOffset + 1, message: 'this body cannot be read.' }] }
  if (credentials) wrapCredentials(tree, credentials)
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
