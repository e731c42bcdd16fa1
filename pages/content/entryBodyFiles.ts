/** Which other entries' bodies a page renders: those of the collections its components name in `bodies`, in the page's language. */
import { isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../../lib/content/schema/componentRegistry.ts'
import type { Content } from '../../lib/content/store.ts'
import type { PageEntry } from '../../lib/content/entries.ts'
import { isSpanishPath } from '../../lib/content/schema/sitePath.ts'
import { localize } from '../../lib/content/localize.ts'

export function entryBodyFiles(content: Content, page: PageEntry): string[] {
  const collections = new Set<NonNullable<MdxComponentInfo['bodies']>>()
  for (const name of page.analysis.components) {
    const info: MdxComponentInfo | undefined = isMdxComponentName(name) ? mdxRegistry[name] : undefined
    if (info?.bodies) collections.add(info.bodies)
  }
  // A page shows the bodies of its language's view (a Spanish file's, or the English until it has one).
  const { entries } = localize(content, isSpanishPath(page.data.path) ? 'es' : 'en')
  return [...collections].flatMap((collection) => entries[collection].map((entry) => entry.file))
}
