/**
 * What the image build must make, from the content: each photo used, once however many entries
 * use it, with every copy its uses need (lib/content/schema/photoCopies.ts: the names pages
 * already wrote) and the `file:line` of each use, for a message should it fail to decode.
 */
import path from 'node:path'
import type { PhotoFacts, PhotoRead, PhotoRef } from '../../lib/content/model/photoFacts.ts'
import { photoCopies, type PhotoCopy } from '../../lib/content/schema/photoCopies.ts'
import { imagesDir } from '../../lib/content/read/photoFacts.ts'
import { overPixelCap } from '../../lib/content/schema/photoUses.ts'

export interface PhotoJob {
  /** The original's path. */
  original: string
  src: string
  hash: string
  bytes: number
  copies: PhotoCopy[]
  /** `file:line` of each use. */
  usedAt: string[]
}

export function photoJobs(content: {
  dir: string
  photoRefs: PhotoRef[]
  photos: Record<string, PhotoRead>
}): PhotoJob[] {
  const jobs = new Map<string, PhotoJob>()
  for (const ref of content.photoRefs) {
    const read = content.photos[ref.src]
    // A photo the check refuses is never decoded, not even by the dev server (over the pixel cap).
    if (!read || 'problem' in read || overPixelCap(read.width, read.height)) continue
    const facts: PhotoFacts = read
    let job = jobs.get(ref.src)
    if (!job) {
      job = {
        original: path.join(imagesDir(content.dir), ref.src),
        src: ref.src,
        hash: facts.hash,
        bytes: facts.bytes,
        copies: [],
        usedAt: [],
      }
      jobs.set(ref.src, job)
    }
    job.usedAt.push(`${ref.file}:${ref.line}`)
    for (const copy of photoCopies(facts, ref.use))
      if (!job.copies.some((made) => made.url === copy.url)) job.copies.push(copy)
  }
  return [...jobs.values()]
}
