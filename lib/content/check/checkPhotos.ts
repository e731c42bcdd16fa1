/**
 * The photos content uses, at the line that names each (`photo:`, `image:`, `<Photo>`, `<Hero
 * photo>`): the original is in content/images/, is a JPEG, PNG, WebP or AVIF that can be read, is
 * within 25 MB and 50 megapixels, and is large enough for that use (lib/content/schema/photoUses.ts). An original
 * nothing uses is only a warning. The words are ./photoMessages.ts's, which the editor shares.
 */
import type { ContentProblem } from '../model/problems.ts'
import type { PhotoRead, PhotoRef } from '../model/photoFacts.ts'
import { overPixelCap, photoUses } from '../schema/photoUses.ts'
import { photoMessages } from './photoMessages.ts'

export function checkPhotos(refs: PhotoRef[], photos: Readonly<Record<string, PhotoRead>>): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const ref of refs) {
    const message = photoProblem(ref, photos[ref.src] ?? { src: ref.src, problem: 'missing' })
    if (message) problems.push({ file: ref.file, line: ref.line, message })
  }
  return problems
}

function photoProblem(ref: PhotoRef, read: PhotoRead): string | undefined {
  const { src } = ref
  if ('problem' in read) {
    if (read.problem === 'tooLarge') return photoMessages.tooLarge(src, read.bytes ?? 0)
    return photoMessages[read.problem](src)
  }
  // Judged from the header: the build never decodes such an original.
  if (overPixelCap(read.width, read.height)) return photoMessages.tooManyPixels(src, read.width, read.height)
  const { minWidth, minHeight } = photoUses[ref.use]
  if (read.width < minWidth || (minHeight !== undefined && read.height < minHeight))
    return photoMessages.tooSmall(src, read.width, read.height, ref.use, minWidth, minHeight)
  return undefined
}

/** One warning for each original of content/images/ that no entry names; `shown` gives a name's path as messages show it. */
export function unusedPhotoWarnings(
  originals: string[],
  refs: PhotoRef[],
  shown: (src: string) => string,
): ContentProblem[] {
  const used = new Set(refs.map((ref) => ref.src))
  return originals
    .filter((src) => !used.has(src))
    .map((src) => ({ file: shown(src), line: 1, message: photoMessages.unused(src) }))
}
