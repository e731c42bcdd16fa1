/**
 * The build's MDX compile: runs the MDX pipeline on the syntax tree the content checks already
 * parsed (lib/content/read/mdxAnalysis.ts), so a body is parsed once, not once for the checks and again
 * by @mdx-js/rollup. Same compiler and options as @mdx-js/rollup (scripts/mdxOptions.ts), as a
 * function body that pages/content/compiledBody.ts evaluates at pre-render, so the bodies never go
 * through the bundler; no source map, which pre-rendered HTML never uses.
 * tests/unit/compileMdxBody.test.ts checks the output against MDX's own parse of every file.
 */
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { BodyCompiler } from '../lib/content/read/readEntry.ts'
import { mdxOptions } from './mdxOptions.ts'

const processor = createProcessor({ ...mdxOptions, development: false, outputFormat: 'function-body' })

export const compileMdxBody: BodyCompiler = (tree, source, file) => {
  const vfile = { path: path.resolve(file), value: source }
  try {
    // The processor's types start at the parse; the tree here is that parse's result (mdast).
    const code = processor.stringify(processor.runSync(tree as never, vfile), vfile)
    // The code is built by concatenating thousands of small pieces, which the engine keeps as
    // a rope until the string is read; the build keeps every body's code until the pre-render,
    // so it keeps a flat copy instead (2,000 bodies: 140 -> 44 MB of heap).
    return { code: Buffer.from(code, 'utf8').toString('utf8') }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { error: `this MDX cannot be compiled: ${reason}. Check the file for an unclosed component or a stray \`<\` or \`{\`.` }
  }
}
