/**
 * What may be kept in the content folder, by a file's path inside it (with `/`): the Markdown
 * pages (`.mdx`) and YAML lists (`.yaml`), the photos' originals under `images/` (JPEG, PNG, WebP
 * or AVIF by extension), the editors' `README.md` at the top, and the files a computer writes into
 * any folder it shows (`.DS_Store`, `Thumbs.db`), which hold no content. Nothing else: no page of HTML,
 * SVG or script, which a browser would run. `npm run check` refuses anything else at its path,
 * and the editor's local backend writes nothing else (scripts/editorBackend/).
 */
import { photoExtensions } from './photoUses.ts'

export type ContentFileKind = 'entry' | 'photo' | 'guide' | 'folder-view'

const FOLDER_VIEW = new Set(['.DS_Store', 'Thumbs.db'])

const PHOTO = new RegExp(`\\.(?:${photoExtensions.join('|')})$`, 'i')

/** The kind of a file at `relative` inside the content folder, or undefined if it may not be there. */
export function contentFileKind(relative: string): ContentFileKind | undefined {
  if (relative.endsWith('.mdx') || relative.endsWith('.yaml')) return 'entry'
  if (relative.startsWith('images/') && PHOTO.test(relative)) return 'photo'
  if (relative === 'README.md') return 'guide'
  if (FOLDER_VIEW.has(relative.split('/').at(-1) ?? '')) return 'folder-view'
  return undefined
}
