/**
 * The build's image step: every copy every page names, written to dist/client/photos/, a few
 * encodes at a time (two cores are shared with the rest of the build). Originals are read, never
 * copied. A photo sharp cannot decode stops the build at each line that uses it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeCopy } from './makeCopy.ts'
import type { PhotoJob } from './photoJobs.ts'

/** The content check reads each photo's header; only a full decode finds a photo damaged in the middle. */
const undecodable = (src: string) =>
  `photo \`${src}\` cannot be decoded (the file is damaged inside): export it again from the original and replace the file.`

export interface PhotoBuildReport {
  files: number
  encoded: number
  bytes: number
  problems: string[]
}

export async function writePhotoCopies(jobs: PhotoJob[], siteDir: string, concurrency = 2): Promise<PhotoBuildReport> {
  const report: PhotoBuildReport = { files: 0, encoded: 0, bytes: 0, problems: [] }
  const failed = new Set<PhotoJob>()
  const tasks = jobs.flatMap((job) => job.copies.map((copy) => ({ job, copy })))
  mkdirSync(path.join(siteDir, 'photos'), { recursive: true })
  const work = async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const { job, copy } = task
      if (failed.has(job)) continue
      try {
        const { body, encoded } = await makeCopy(job, copy)
        writeFileSync(path.join(siteDir, copy.url), body)
        report.files++
        report.bytes += body.length
        if (encoded) report.encoded++
      } catch (error) {
        if (failed.has(job)) continue
        failed.add(job)
        for (const use of job.usedAt) report.problems.push(`${use}: ${undecodable(job.src)}`)
        // What sharp said, for whoever looks after the build.
        report.problems.push(`  (${job.original}: ${error instanceof Error ? error.message : String(error)})`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work))
  return report
}
