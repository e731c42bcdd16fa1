/**
 * How MDX is compiled, in one place: @mdx-js/rollup in vite.config.ts (the dev server) and the
 * build's one-parse compile (scripts/compileMdxBody.ts) use these same options.
 */
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
import type { CompileOptions } from '@mdx-js/mdx'
import { remarkAttorneyCredentials } from './remarkAttorneyCredentials.ts'

export const mdxOptions = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkAttorneyCredentials],
} satisfies CompileOptions
