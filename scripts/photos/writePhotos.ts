/**
 * The build's image step: every copy every page names, written to dist/client/photos/. Each original
 * is decoded once and all its missing copies made from that decode (./decodeOriginal.ts), a few
 * encodes at a time (two cores are shared with the rest of the build); at most `originals` photos
 * are decoded at once, so what the step holds in memory is bounded by the largest original(s) the
 * content check lets through (lib/content/schema/photoUses.ts), not by the number of photos.
 * Originals are read, never copied. A photo sharp cannot decode stops the build at each line that uses it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { escapeControls } from '../../lib/text/escapeControls.ts'
import { decodeStats, withDecoded } from './decodeOriginal.ts'
import { makeCopy, needsEncoding } from './makeCopy.ts'
import type { PhotoJob } from './photoJobs.ts'

/** The content check reads each photo's header; only a full decode finds a photo damaged in the middle. */
const undecodable = (src: string) =>
  `photo \`${src}\` cannot be decoded (the file is damaged inside): export it again from the original and replace the file.`

export interface PhotoBuildReport {
  files: number
  encoded: number
  /** Originals decoded (each once, for all its copies), and the most held at once. */
  decoded: number
  mostHeld: number
  bytes: number
  problems: string[]
}

export interface PhotoStepLimits {
  /** Originals decoded at once (each holds its pixels: 8-bit sRGB, up to 200 MB at the cap). */
  originals: number
  /** Copies encoded at once from one original. */
  encodes: number
}

/** Runs `work` on each item, at most `limit` at a time. */
async function inTurn<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, worker))
}

export async function writePhotoCopies(
  jobs: PhotoJob[],
  siteDir: string,
  { originals = 1, encodes = 2 }: Partial<PhotoStepLimits> = {},
): Promise<PhotoBuildReport> {
  const report: PhotoBuildReport = { files: 0, encoded: 0, decoded: 0, mostHeld: 0, bytes: 0, problems: [] }
  const decodedBefore = decodeStats.decoded
  decodeStats.mostHeld = 0
  mkdirSync(path.join(siteDir, 'photos'), { recursive: true })
  const writeCopies = (job: PhotoJob) =>
    inTurn(job.copies, encodes, async (copy) => {
      const { body, encoded } = await makeCopy(job, copy)
      writeFileSync(path.join(siteDir, copy.url), body)
      report.files++
      report.bytes += body.length
      if (encoded) report.encoded++
    })
  await inTurn(jobs, originals, async (job) => {
    try {
      // Held for the whole job, so that every copy it makes comes from this one decode.
      if (job.copies.some((copy) => needsEncoding(job, copy))) await withDecoded(job, () => writeCopies(job))
      else await writeCopies(job)
    } catch (error) {
      for (const use of job.usedAt) report.problems.push(escapeControls(`${use}: ${undecodable(job.src)}`))
      // What sharp said, for whoever looks after the build.
      report.problems.push(
        `  (${job.original}: ${escapeControls(error instanceof Error ? error.message : String(error))})`,
      )
    }
  })
  report.decoded = decodeStats.decoded - decodedBefore
  report.mostHeld = decodeStats.mostHeld
  return report
}
