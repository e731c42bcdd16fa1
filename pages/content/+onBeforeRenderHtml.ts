// https://vike.dev/onBeforeRenderHtml
/**
 * Makes the page's MDX body, and the bodies of the other entries it shows (EntryBodies.tsx),
 * into components before rendering: the content store compiled each body to a function body
 * from the parse its checks made (lib/content/compile/compileBody.ts); running that code here keeps
 * the bodies out of the bundler. Each entry's code runs once per read of the content.
 */
import * as runtime from 'react/jsx-runtime'
import { runSync } from '@mdx-js/mdx'
import type { PageContextServer } from 'vike/types'
import { contentStore, type Content } from '../../lib/content/store.ts'
import { findEntryByFile } from '../../lib/content/entries.ts'
import type { MdxBody } from '../../components/EntryBodies.tsx'
import { namingContentFile } from '../contentRenderError.ts'
import { contentPageData } from '../shellData.ts'

/** Keyed by entry, not file: after an edit the dev server reads the content again, with new entries. */
const evaluated = new WeakMap<object, MdxBody>()

function bodyOf(content: Content, file: string): MdxBody {
  const entry = findEntryByFile(content, file)
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
  const data = contentPageData(pageContext.data)
  if (!data) return undefined
  const { file, entryBodies: others } = data
  return namingContentFile(pageContext, () => {
    const content = contentStore()
    pageContext.Body = bodyOf(content, file)
    pageContext.entryBodies = Object.fromEntries(others.map((other) => [other, bodyOf(content, other)]))
  })
}
