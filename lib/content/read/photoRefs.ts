/**
 * Every place the content uses a photo of content/images/, with the line an editor changes, in
 * both languages: the frontmatter field that names a photo (a page's `image:`, an attorney's
 * `photo:`) and each `<Photo>` and `<Hero photo>` of a body the site renders (read/mdxFacts.ts found
 * those), for every collection of the registry, its English entries and then its Spanish files.
 */
import type { ContentEntry } from '../model/entries.ts'
import type { ReadContent } from '../model/content.ts'
import type { PhotoRef } from '../model/photoFacts.ts'
import { collectionNames, declarationOf, type CollectionName } from '../schema/collectionRegistry.ts'
import type { PhotoUse } from '../schema/photoUses.ts'
import { findYamlLine } from './yamlLines.ts'
import { isPhotoName } from '../schema/photoName.ts'

/** The frontmatter field of a collection that names a photo, and what the photo is for. */
const PHOTO_FIELDS: { [K in CollectionName]?: { field: string; use: PhotoUse } } = {
  pages: { field: 'image', use: 'social' },
  attorneys: { field: 'photo', use: 'portrait' },
}

export function collectPhotoRefs(content: Pick<ReadContent, CollectionName | 'es'>): PhotoRef[] {
  const refs: PhotoRef[] = []
  // Line n of `frontmatter` is line n + 1 of the file (after the opening `---`).
  const fieldLine = (frontmatter: string, key: string) => findYamlLine(frontmatter, [key]) + 1
  const entriesOf = (name: CollectionName): ContentEntry<unknown>[] => [...content[name], ...content.es[name]]
  for (const name of collectionNames) {
    const named = PHOTO_FIELDS[name]
    if (!named) continue
    for (const entry of entriesOf(name)) {
      // A Spanish file whose schema has no such field (an attorney's words) names no photo there.
      const src = (entry.data as Record<string, unknown>)[named.field]
      if (typeof src === 'string')
        refs.push({ src, use: named.use, file: entry.file, line: fieldLine(entry.frontmatter, named.field) })
    }
  }
  // A name that is no photo's name was refused with the body's rules (check/photoElementRules.ts).
  for (const name of collectionNames) {
    if (declarationOf(name).body !== 'mdx') continue
    for (const entry of entriesOf(name))
      for (const ref of entry.analysis.photoRefs)
        if (isPhotoName(ref.src)) refs.push({ src: ref.src, use: ref.use, file: entry.file, line: ref.line })
  }
  return refs
}
