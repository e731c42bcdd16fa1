/** Which other entries' bodies a page renders: those of the collections its components name in `bodies`. */
import { isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../../lib/content/schema/componentRegistry.ts'
import type { Content } from '../../lib/content/store.ts'
import type { PageEntry } from '../../lib/content/entries.ts'

export function entryBodyFiles(content: Content, page: PageEntry): string[] {
  const collections = new Set<NonNullable<MdxComponentInfo['bodies']>>()
  for (const name of page.analysis.components) {
    const info: MdxComponentInfo | undefined = isMdxComponentName(name) ? mdxRegistry[name] : undefined
    if (info?.bodies) collections.add(info.bodies)
  }
  return [...collections].flatMap((collection) => content[collection].map((entry) => entry.file))
}
