/**
 * A body in a build: its code was compiled while the content was checked, in the same process
 * (scripts/compileMdxBody.ts, `outputFormat: 'function-body'`); evaluating it here keeps 2,000
 * bodies out of the server bundle. Each file is evaluated once and reused (aliases, shared bios).
 */
import * as runtime from 'react/jsx-runtime'
import { runSync } from '@mdx-js/mdx'
import { findEntryByFile } from '../../lib/content/index'
import type { MdxBody } from './EntryBodies'

const evaluated = new Map<string, { default: MdxBody }>()

export async function loadCompiledBody(file: string): Promise<{ default: MdxBody }> {
  let body = evaluated.get(file)
  if (!body) {
    const code = findEntryByFile(file)?.compiled
    if (code === undefined) throw new Error(`No compiled body for ${file}: the pre-render must run in the build that read the content (vike build).`)
    body = runSync(code, { ...runtime, baseUrl: import.meta.url }) as { default: MdxBody }
    evaluated.set(file, body)
  }
  return body
}
