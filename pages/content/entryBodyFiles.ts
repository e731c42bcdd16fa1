/** Which other entries' bodies a page renders: those of the collections its components name in `bodies`, in the page's language. */
import { isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../../lib/content/schema/componentRegistry.ts'
import type { Content } from '../../lib/content/store.ts'
import type { PageEntry } from '../../lib/content/entries.ts'
import { isSpanishPath } from '../../lib/content/schema/sitePath.ts'

export function entryBodyFiles(content: Content, page: PageEntry): string[] {
  const collections = new Set<NonNullable<MdxComponentInfo['bodies']>>()
  for (const name of page.analysis.components) {
    const info: MdxComponentInfo | undefined = isMdxComponentName(name) ? mdxRegistry[name] : undefined
    if (info?.bodies) collections.add(info.bodies)
  }
  // A Spanish page shows the Spanish bodies (lib/content/spanishSiteFacts.ts names their files).
  const entries = isSpanishPath(page.data.path) ? content.es : content
  return [...collections].flatMap((collection) => entries[collection].map((entry) => entry.file))
}
