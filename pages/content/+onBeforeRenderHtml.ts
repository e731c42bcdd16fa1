// https://vike.dev/onBeforeRenderHtml
/**
 * Makes the page's MDX body, and the bodies of the other entries it shows (EntryBodies.tsx),
 * into components before rendering: the content store compiled each body to a function body
 * from the parse its checks made (lib/content/read/compileBody.ts); running that code here keeps
 * the bodies out of the bundler. Each entry's code runs once per read of the content.
 */
import * as runtime from 'react/jsx-runtime'
import { runSync } from '@mdx-js/mdx'
import type { PageContextServer } from 'vike/types'
import { findEntryByFile } from '../../lib/content/index'
import type { MdxBody } from './EntryBodies'
import { namingContentFile } from '../../renderer/contentRenderError'

/** Keyed by entry, not file: after an edit the dev server reads the content again, with new entries. */
const evaluated = new WeakMap<object, MdxBody>()

function bodyOf(file: string): MdxBody {
  const entry = findEntryByFile(file)
  if (entry?.compiled === undefined)
    throw new Error(`${file} has no compiled body: only pages and attorney bios are shown as MDX.`)
  let body = evaluated.get(entry)
  if (!body) {
    body = (runSync(entry.compiled, { ...runtime, baseUrl: import.meta.url }) as { default: MdxBody }).default
    evaluated.set(entry, body)
  }
  return body
}

export default function loadBodies(pageContext: PageContextServer): Promise<void> | undefined {
  const file = pageContext.data?.file
  if (!file) return undefined
  const others = pageContext.data?.entryBodies ?? []
  return namingContentFile(pageContext, () => {
    pageContext.Body = bodyOf(file)
    pageContext.entryBodies = Object.fromEntries(others.map((other) => [other, bodyOf(other)]))
  })
}
