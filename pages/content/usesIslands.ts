import { mdxRegistry, isMdxComponentName } from '../../lib/content/schema/componentRegistry.ts'
import type { PageEntry } from '../../lib/content/entries.ts'

/**
 * A page needs the island script when its MDX uses a component that runs in the browser, or when
 * its hero shows a form (`forms:` with `hero: true`).
 */
export function usesIslands(page: PageEntry): boolean {
  if (Object.values(page.data.forms ?? {}).some((form) => form.hero)) return true
  for (const name of page.analysis.components) {
    if (isMdxComponentName(name) && 'island' in mdxRegistry[name] && mdxRegistry[name].island) return true
  }
  return false
}
