import type { ContentPageData } from './+data'
import type { MdxBody } from './EntryBodies'

declare global {
  namespace Vike {
    interface PageContext {
      /** The compiled MDX body of the page, loaded before rendering. */
      Body?: MdxBody
      /** Compiled bodies of other entries the page shows, by file (EntryBodies.tsx). */
      entryBodies?: Record<string, MdxBody>
      data?: ContentPageData
    }
  }
}
