/**
 * Every place the content uses a photo of content/images/, with the line an editor changes: an
 * attorney's `photo:`, a page's `image:`, and each `<Photo>` and `<Hero photo>` of a page's or
 * attorney's body (read/mdxFacts.ts found those).
 */
import type { ContentEntries } from '../model/content.ts'
import type { PhotoRef } from '../model/photoFacts.ts'
import { findYamlLine } from './yamlLines.ts'
import { isPhotoName } from '../schema/photoName.ts'

export function collectPhotoRefs({ pages, attorneys }: Pick<ContentEntries, 'pages' | 'attorneys'>): PhotoRef[] {
  const refs: PhotoRef[] = []
  // Line n of `frontmatter` is line n + 1 of the file (after the opening `---`).
  const fieldLine = (frontmatter: string, key: string) => findYamlLine(frontmatter, [key]) + 1
  for (const page of pages) {
    if (page.data.image)
      refs.push({ src: page.data.image, use: 'social', file: page.file, line: fieldLine(page.frontmatter, 'image') })
  }
  for (const attorney of attorneys) {
    const { photo } = attorney.data
    if (photo)
      refs.push({ src: photo, use: 'portrait', file: attorney.file, line: fieldLine(attorney.frontmatter, 'photo') })
  }
  // A name that is no photo's name was refused with the body's rules (check/photoElementRules.ts).
  for (const entry of [...pages, ...attorneys])
    for (const ref of entry.analysis.photoRefs)
      if (isPhotoName(ref.src)) refs.push({ src: ref.src, use: ref.use, file: entry.file, line: ref.line })
  return refs
}
