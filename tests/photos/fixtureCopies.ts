/**
 * The photo fixtures (tests/photoFixtures.ts) through the site's image build, in this process: the
 * originals written to a temporary content/images/, read as the content pipeline reads them
 * (their facts: hash, size as shown, transparency), and every copy their uses need written by the
 * build's own step (scripts/photos/) into a temporary site folder, as postbuild writes dist/client.
 * The copies of unchanged fixtures come from the image cache after the first run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { PhotoFacts, PhotoRef } from '../../lib/content/model/photoFacts.ts'
import { readPhotoFacts } from '../../lib/content/read/photoFacts.ts'
import type { PhotoUse } from '../../lib/content/schema/photoUses.ts'
import { photoJobs } from '../../scripts/photos/photoJobs.ts'
import { writePhotoCopies, type PhotoBuildReport } from '../../scripts/photos/writePhotos.ts'
import { photoLike, sidewaysPortrait } from '../photoFixtures.ts'

/** A photo-like portrait cut out on transparency, as a studio sends a headshot: its fallback copy is a PNG. */
async function cutOutPortrait(size: number): Promise<Buffer> {
  const oval = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><ellipse cx="50%" cy="50%" rx="38%" ry="48%"/></svg>`,
  )
  return sharp(await photoLike(size, size, { seed: 12 }))
    .ensureAlpha()
    .composite([{ input: oval, blend: 'dest-in' }])
    .png()
    .toBuffer()
}

/** Each fixture original: its name in content/images/, the use it is given, and how it is made. */
export const FIXTURE_ORIGINALS = {
  /** Stored on its side (EXIF orientation 6) with a GPS position; upright its top half is red, its bottom half blue. */
  sideways: { src: 'attorneys/sideways.jpg', use: 'portrait', make: () => sidewaysPortrait() },
  portrait: { src: 'attorneys/portrait.jpg', use: 'portrait', make: () => photoLike(1200, 1500, { seed: 11 }) },
  cutOut: { src: 'attorneys/cut-out.png', use: 'portrait', make: () => cutOutPortrait(800) },
  hero: { src: 'places/hero.jpg', use: 'hero', make: () => photoLike(1600, 1200, { seed: 21 }) },
  body: { src: 'offices/body.jpg', use: 'body', make: () => photoLike(1600, 1200, { seed: 31 }) },
} as const satisfies Record<string, { src: string; use: PhotoUse; make: () => Promise<Buffer> }>

export type FixtureName = keyof typeof FIXTURE_ORIGINALS

export interface FixtureCopies {
  /** The temporary site folder: the copies are in its photos/, named as pages name them. */
  siteDir: string
  originals: Record<FixtureName, Buffer>
  /** What the content pipeline reads of each original, by fixture. */
  facts: Record<FixtureName, PhotoFacts>
  report: PhotoBuildReport
  remove(): void
}

export async function makeFixtureCopies(): Promise<FixtureCopies> {
  const root = mkdtempSync(path.join(tmpdir(), 'photo-fixtures-'))
  const contentDir = path.join(root, 'content')
  const siteDir = path.join(root, 'site')
  const names = Object.keys(FIXTURE_ORIGINALS) as FixtureName[]
  const made = await Promise.all(names.map((name) => FIXTURE_ORIGINALS[name].make()))
  const originals = Object.fromEntries(names.map((name, i) => [name, made[i]])) as Record<FixtureName, Buffer>
  const refs: PhotoRef[] = names.map((name, i) => {
    const { src, use } = FIXTURE_ORIGINALS[name]
    const file = path.join(contentDir, 'images', src)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, originals[name])
    return { src, use, file: 'pages/fixture.mdx', line: i + 1 }
  })
  const facts = {} as Record<FixtureName, PhotoFacts>
  for (const name of names) {
    const read = readPhotoFacts(contentDir, FIXTURE_ORIGINALS[name].src)
    if ('problem' in read) throw new Error(`fixture ${name} could not be read: ${read.problem}`)
    facts[name] = read
  }
  const photos = Object.fromEntries(names.map((name) => [facts[name].src, facts[name]]))
  const report = await writePhotoCopies(photoJobs({ dir: contentDir, photoRefs: refs, photos }), siteDir)
  return { siteDir, originals, facts, report, remove: () => rmSync(root, { recursive: true, force: true }) }
}
