/**
 * One copy of a photo, from the cache (./photoCache.ts) or encoded now (./encodeCopy.ts) from the
 * original's one decode (./decodeOriginal.ts), and kept. The same copy asked for twice at once
 * (two pages in the dev server) is encoded once.
 */
import type { PhotoCopy } from '../../lib/content/schema/photoCopies.ts'
import { cachedCopy, keepCopy } from './photoCache.ts'
import { encodeCopy } from './encodeCopy.ts'
import { withDecoded } from './decodeOriginal.ts'
import type { PhotoJob } from './photoJobs.ts'

const inFlight = new Map<string, Promise<Buffer>>()

const keyOf = (job: PhotoJob, copy: PhotoCopy) => ({
  hash: job.hash,
  bytes: job.bytes,
  width: copy.width,
  height: copy.height,
  format: copy.format,
})

/** Whether the copy must be encoded (it is not in the cache). */
export const needsEncoding = (job: PhotoJob, copy: PhotoCopy): boolean => !cachedCopy(keyOf(job, copy))

export async function makeCopy(job: PhotoJob, copy: PhotoCopy): Promise<{ body: Buffer; encoded: boolean }> {
  const key = keyOf(job, copy)
  const kept = cachedCopy(key)
  if (kept) return { body: kept, encoded: false }
  const id = `${job.original}\0${copy.url}`
  let making = inFlight.get(id)
  if (!making) {
    making = withDecoded(job, (photo) => encodeCopy(photo, copy)).then((body) => {
      keepCopy(key, body)
      return body
    })
    inFlight.set(id, making)
    making.finally(() => inFlight.delete(id)).catch(() => undefined)
  }
  return { body: await making, encoded: true }
}
