/**
 * Loads the compiled MDX body of the page about to render (one lazy chunk per content file),
 * and the bodies of the other entries it shows (renderer/EntryBodies.tsx).
 */
import type { PageContextServer } from 'vike/types'
import { bodies } from 'virtual:content-bodies'
import type { MdxBody } from './EntryBodies'

async function load(file: string): Promise<MdxBody> {
  const loader = (bodies as Record<string, () => Promise<{ default: MdxBody }>>)[file]
  if (!loader) throw new Error(`No compiled body for ${file}`)
  return (await loader()).default
}

export async function loadBody(pageContext: PageContextServer): Promise<void> {
  const file = pageContext.data?.file
  if (!file) return
  const others = pageContext.data?.entryBodies ?? []
  const [body, ...loaded] = await Promise.all([load(file), ...others.map(load)])
  pageContext.Body = body
  pageContext.entryBodies = Object.fromEntries(others.map((other, i) => [other, loaded[i]!]))
}
