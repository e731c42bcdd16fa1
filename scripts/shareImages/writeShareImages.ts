/**
 * The build's share-image step: each page's card (lib/shareCard/shareCardSvg.ts) rendered by sharp
 * (librsvg, with the fonts fontconfig finds) to a palette PNG under dist/client/images/share/, or to
 * a JPEG over the page's photo. A card
 * is kept in node_modules/.cache/site-share-images/ by a hash of its SVG, its photo, the encoders' settings and
 * sharp's libraries, so a rebuild draws only the cards whose title, words or design changed.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { shareCardSvg } from '../../lib/shareCard/shareCardSvg.ts'
import { SHARE_IMAGE } from '../../lib/shareCard/shareImagePath.ts'
import type { ShareImageJob } from './shareImageJobs.ts'
import { titleDrawn } from './titleBoxStats.ts'

export const SHARE_CACHE_DIR = path.resolve('node_modules/.cache/site-share-images')

/** A palette PNG: the card is flat colour and text, a third of a full-colour PNG's bytes and smaller than a JPEG. */
const PNG_SETTINGS = { palette: true, compressionLevel: 9, effort: 7 } as const

/** A card over a photo is a photo: as JPEG it is a tenth of a PNG's bytes. */
const JPEG_SETTINGS = { quality: 82, mozjpeg: true } as const

/** The card as PNG, or as JPEG over `photo` (the bytes of the page's 1200 x 630 photo copy). */
export function renderShareCard(svg: string, photo?: Buffer): Promise<Buffer> {
  if (!photo) return sharp(Buffer.from(svg)).png(PNG_SETTINGS).toBuffer()
  return sharp(photo)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg(JPEG_SETTINGS)
    .toBuffer()
}

export interface ShareImageReport {
  files: number
  drawn: number
  bytes: number
  /** Plain cards drawn without their title: no font was found (./titleBoxStats.ts). */
  untitled: string[]
}

/** One card: from the cache, or drawn (and kept, when its title was drawn). `photo`: its photo copy's bytes. */
export async function shareImageBody(
  job: ShareImageJob,
  photo: Buffer | undefined,
  cacheDir = SHARE_CACHE_DIR,
): Promise<{ body: Buffer; drawn: boolean; untitled: boolean }> {
  const svg = shareCardSvg(job.card)
  const cached = path.join(cacheDir, `${cacheKey(svg, photo)}${path.extname(job.url)}`)
  try {
    return { body: readFileSync(cached), drawn: false, untitled: false }
  } catch {
    const body = await renderShareCard(svg, photo)
    // A card without its title is used (the page still shares one) but never kept: once a font is
    // installed, the next build draws it whole.
    const untitled = !photo && !(await titleDrawn(body))
    if (!untitled) {
      mkdirSync(cacheDir, { recursive: true })
      // Written whole, then renamed: a build stopped midway never leaves half a file to read.
      writeFileSync(`${cached}.${process.pid}.tmp`, body)
      renameSync(`${cached}.${process.pid}.tmp`, cached)
    }
    return { body, drawn: true, untitled }
  }
}

export async function writeShareImages(
  jobs: ShareImageJob[],
  siteDir: string,
  cacheDir = SHARE_CACHE_DIR,
): Promise<ShareImageReport> {
  const report: ShareImageReport = { files: 0, drawn: 0, bytes: 0, untitled: [] }
  const queue = [...jobs]
  // Two at a time: the machine's cores are shared with the rest of the build.
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      // The photo's copy, made by the photo step just before (scripts/photos/).
      const photo = job.photo ? readFileSync(path.join(siteDir, job.photo)) : undefined
      const { body, drawn, untitled } = await shareImageBody(job, photo, cacheDir)
      if (drawn) report.drawn++
      if (untitled) report.untitled.push(job.url)
      const target = path.join(siteDir, job.url)
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, body)
      report.files++
      report.bytes += body.length
    }
  }
  await Promise.all([worker(), worker()])
  return report
}

function cacheKey(svg: string, photo: Buffer | undefined): string {
  return createHash('sha256')
    .update(svg)
    .update(photo ?? '')
    .update(JSON.stringify([PNG_SETTINGS, JPEG_SETTINGS]))
    .update(JSON.stringify(sharp.versions))
    .digest('hex')
}
