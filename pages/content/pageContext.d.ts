import type { ContentPageData } from './+data.ts'
import type { ShellData } from '../shellData.ts'
import type { MdxBody } from '../../components/EntryBodies.tsx'

declare global {
  namespace Vike {
    interface PageContext {
      /** The compiled MDX body of the page, loaded before rendering. */
      Body?: MdxBody
      /** Compiled bodies of other entries the page shows, by file (components/EntryBodies.tsx). */
      entryBodies?: Record<string, MdxBody>
      /** A content page's data, or (the not-found page) the shell's alone. */
      data?: ContentPageData | ShellData
    }
  }
}
