/**
 * The copies already made, under node_modules/.cache/site-images/, each keyed by the original's
 * hash and size in bytes, the copy's size and format, the encoders' settings and the image
 * pipeline's version (its code, sharp's and libvips'), so an unchanged photo is never encoded again and a
 * change to any of those makes it anew.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { CopyFormat } from '../../lib/content/schema/photoCopies.ts'
import { ENCODER_SETTINGS } from './encodeCopy.ts'

export const PHOTO_CACHE_DIR = path.resolve('node_modules/.cache/site-images')

const PIPELINE_CODE = ['scripts/photos', 'lib/content/schema/photoCopies.ts', 'lib/content/schema/photoUses.ts']

let version: string | undefined
/** A digest of this pipeline's code and sharp's version. */
function pipelineVersion(): string {
  if (version) return version
  const hash = createHash('sha256')
  for (const root of PIPELINE_CODE) {
    const files = root.endsWith('.ts')
      ? [root]
      : readdirSync(root)
          .sort()
          .map((name) => path.join(root, name))
    for (const file of files) if (existsSync(file)) hash.update(file).update(readFileSync(file))
  }
  hash.update(JSON.stringify(sharp.versions))
  hash.update(JSON.stringify(ENCODER_SETTINGS))
  version = hash.digest('hex').slice(0, 16)
  return version
}

export interface CopyKey {
  hash: string
  bytes: number
  width: number
  height: number
  format: CopyFormat
}

function fileOf(key: CopyKey, dir: string): string {
  const digest = createHash('sha256')
    .update(`${pipelineVersion()}\0${key.hash}\0${key.bytes}\0${key.width}x${key.height}\0${key.format}`)
    .digest('hex')
  return path.join(dir, digest.slice(0, 2), `${digest}.${key.format}`)
}

export function cachedCopy(key: CopyKey, dir = PHOTO_CACHE_DIR): Buffer | undefined {
  try {
    return readFileSync(fileOf(key, dir))
  } catch {
    return undefined
  }
}

export function keepCopy(key: CopyKey, body: Buffer, dir = PHOTO_CACHE_DIR): void {
  const file = fileOf(key, dir)
  mkdirSync(path.dirname(file), { recursive: true })
  // Written whole, then renamed: a build stopped midway never leaves half a file to read.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, body)
  renameSync(partial, file)
}
