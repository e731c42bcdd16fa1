// https://vike.dev/onBeforeRenderHtml
/**
 * Loads the compiled MDX body of the page about to render, and the bodies of the other entries
 * it shows (EntryBodies.tsx), through `virtual:content-bodies` (scripts/vite-plugin-content.ts).
 */
import type { PageContextServer } from 'vike/types'
import { loadBodyModule } from 'virtual:content-bodies'
import type { MdxBody } from './EntryBodies'
import { namingContentFile } from '../../renderer/contentRenderError'

async function load(file: string): Promise<MdxBody> {
  return (await loadBodyModule(file)).default
}

export default async function loadBody(pageContext: PageContextServer): Promise<void> {
  const file = pageContext.data?.file
  if (!file) return
  const others = pageContext.data?.entryBodies ?? []
  const [body, ...loaded] = await namingContentFile(pageContext, () => Promise.all([load(file), ...others.map(load)]))
  pageContext.Body = body
  pageContext.entryBodies = Object.fromEntries(others.map((other, i) => [other, loaded[i]!]))
}
