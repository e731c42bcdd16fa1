/**
 * The facts of one photo file, for any code that has a file or its bytes (the editor's upload
 * check, the tests): its format by its bytes, its size as shown (after the EXIF orientation), its
 * size in bytes; or why it cannot be used: `tooLarge` (over 25 MB, not opened), `notImage` (no
 * JPEG, PNG, WebP or AVIF), `unreadable` (cut short or damaged: sharp decodes it whole to know).
 * The header alone, without sharp, is ./photoHeader.ts (it runs in a browser too).
 */
import { readFile, stat } from 'node:fs/promises'
import sharp from 'sharp'
import type { PhotoFormat } from '../model/photoFacts.ts'
import { maxPhotoBytes } from '../schema/photoUses.ts'
import { readPhotoHeader } from './photoHeader.ts'

export interface PhotoFileFacts {
  format: PhotoFormat
  width: number
  height: number
  alpha: boolean
  bytes: number
}

export type PhotoFileProblem = { problem: 'notImage' | 'unreadable' | 'tooLarge'; bytes: number }

export async function readPhotoFile(input: string | Uint8Array): Promise<PhotoFileFacts | PhotoFileProblem> {
  const size = typeof input === 'string' ? (await stat(input)).size : input.length
  if (size > maxPhotoBytes) return { problem: 'tooLarge', bytes: size }
  const bytes = typeof input === 'string' ? await readFile(input) : input
  const header = readPhotoHeader(bytes)
  if ('problem' in header) return { problem: header.problem, bytes: size }
  try {
    // Every scan is decoded (a small copy is enough): a damaged middle fails here, not in the build.
    await sharp(bytes, { failOn: 'error', limitInputPixels: 268_402_689 })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer()
  } catch {
    return { problem: 'unreadable', bytes: size }
  }
  return { ...header, bytes: size }
}
