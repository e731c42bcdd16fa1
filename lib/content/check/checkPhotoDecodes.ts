/**
 * Each photo the content uses, decoded whole with sharp (lib/content/read/photoFile.ts): reading
 * its header (./checkPhotos.ts) cannot see a file damaged inside. Asynchronous, so `npm run check`
 * runs it after the pipeline; `decoded` remembers the photos already found whole, by hash and size.
 */
import path from 'node:path'
import type { ContentProblem } from '../model/problems.ts'
import type { DecodedPhotos, PhotoRead, PhotoRef } from '../model/photoFacts.ts'
import { readPhotoFile } from '../read/photoFile.ts'
import { imagesDir } from '../read/photoFacts.ts'
import { photoMessages } from './photoMessages.ts'
import { overPixelCap } from '../schema/photoUses.ts'

export async function checkPhotoDecodes(
  dir: string,
  refs: PhotoRef[],
  photos: Readonly<Record<string, PhotoRead>>,
  decoded: DecodedPhotos,
): Promise<ContentProblem[]> {
  const damaged = new Set<string>()
  for (const read of Object.values(photos)) {
    // Refused from its header already (./checkPhotos.ts): never decoded.
    if ('problem' in read || overPixelCap(read.width, read.height)) continue
    const key = `${read.hash}-${read.bytes}`
    if (decoded.has(key)) continue
    const file = await readPhotoFile(path.join(imagesDir(dir), read.src))
    if ('problem' in file) damaged.add(read.src)
    else decoded.add(key)
  }
  return refs
    .filter((ref) => damaged.has(ref.src))
    .map((ref) => ({ file: ref.file, line: ref.line, message: photoMessages.unreadable(ref.src) }))
}
