/** Loads the compiled MDX body of the page about to render (one lazy chunk per content file). */
import type { PageContextServer } from 'vike/types'
import { bodies } from 'virtual:content-bodies'

export async function loadBody(pageContext: PageContextServer): Promise<void> {
  const file = pageContext.data?.file
  if (!file) return
  const load = (bodies as Record<string, () => Promise<{ default: NonNullable<Vike.PageContext['Body']> }>>)[file]
  if (!load) throw new Error(`No compiled body for ${file}`)
  pageContext.Body = (await load()).default
}
