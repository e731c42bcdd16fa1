/**
 * Turns a page's or attorney's MDX body into JavaScript, from the syntax tree reading made
 * (read/mdxFacts.ts): a body is parsed once, for the checks and the compile. The code is a
 * function body that pages/content/+onBeforeRenderHtml.ts evaluates at render, in the dev server
 * and the build alike, so no body goes through the bundler. No source map: pre-rendered HTML never
 * uses one. The pipeline (lib/content/pipeline.ts) never calls this for a body with problems.
 */
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import type { EntryOrigin } from '../model/entries.ts'
import { wrapCredentials } from './credentialsBox.ts'

/**
 * Turns a body's syntax tree into JavaScript; returns a problem's message if it fails. `origin` is
 * the collection and language the pipeline read the file as (an attorney's bio gets its credentials box).
 */
export type BodyCompiler = (
  tree: Root,
  source: string,
  file: string,
  origin: EntryOrigin,
) => { code: string } | { error: string }

// The parse (MDX, GFM) is read/mdxFacts.ts's; from the tree on, only MDX's own steps to JavaScript run.
const processor = createProcessor({ development: false, outputFormat: 'function-body' })

export const compileBody: BodyCompiler = (tree, source, file, origin) => {
  const vfile = { path: path.resolve(file), value: source }
  if (origin.collection === 'attorneys') wrapCredentials(tree, origin.language)
  try {
    // The processor's types start at the parse; the tree here is that parse's result (mdast).
    const code = processor.stringify(processor.runSync(tree as never, vfile), vfile)
    // The code is built by concatenating thousands of small pieces, which the engine keeps as
    // a rope until the string is read; the store keeps every body's code until the pages are
    // rendered, so it keeps a flat copy instead (2,000 bodies: 140 -> 44 MB of heap).
    return { code: Buffer.from(code, 'utf8').toString('utf8') }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      error: `this MDX cannot be compiled: ${reason}. Check the file for an unclosed component or a stray \`<\` or \`{\`.`,
    }
  }
}
