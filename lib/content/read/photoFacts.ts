/**
 * Reads one original of content/images/ for the content check: never through a link, never
 * outside that folder, never past the 25 MB cap (a larger file is refused unread), then its bytes'
 * hash and what its header says (./photoHeader.ts). Synchronous, like the rest of the pipeline;
 * the full decode is the image build's (scripts/photos/).
 */
import { createHash } from 'node:crypto'
import { lstatSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import type { PhotoRead } from '../model/photoFacts.ts'
import { maxPhotoBytes } from '../schema/photoUses.ts'
import { isPhotoName } from '../schema/photoName.ts'
import { readPhotoHeader } from './photoHeader.ts'

/** The folder of the originals, inside the content folder. */
export function imagesDir(contentDir: string): string {
  return path.join(contentDir, 'images')
}

/** The first 10 hex digits of the bytes' SHA-256: the name of a photo's copies. */
export function photoHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 10)
}

/** What each file gave, by path, size and change time: the dev server reads the content again after every save. */
const known = new Map<string, { stamp: string; read: PhotoRead }>()

export function readPhotoFacts(contentDir: string, src: string): PhotoRead {
  const missing: PhotoRead = { src, problem: 'missing' }
  if (!isPhotoName(src)) return missing
  const root = imagesDir(contentDir)
  const file = path.join(root, src)
  const stats = lstatSync(file, { throwIfNoEntry: false })
  // A link is refused where the content folder is listed (read/contentFiles.ts); here it is simply no photo.
  if (!stats?.isFile()) return missing
  if (!realpathSync(file).startsWith(realpathSync(root) + path.sep)) return missing
  if (stats.size > maxPhotoBytes) return { src, problem: 'tooLarge', bytes: stats.size }
  const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ino}`
  const kept = known.get(file)
  if (kept?.stamp === stamp) return kept.read
  const bytes = readFileSync(file)
  const header = readPhotoHeader(bytes)
  const read: PhotoRead =
    'problem' in header
      ? { src, problem: header.problem, bytes: bytes.length }
      : { src, hash: photoHash(bytes), ...header, bytes: bytes.length }
  known.set(file, { stamp, read })
  return read
}
