/**
 * The photos `npm run check` has decoded whole and found sound (check/checkPhotoDecodes.ts), one
 * empty file each under node_modules/.cache/site-images/decoded/, named by the photo's hash and
 * size: an unchanged photo is not decoded again.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { DecodedPhotos } from './model/photoFacts.ts'

export function diskDecodedPhotos(dir = path.resolve('node_modules/.cache/site-images/decoded')): DecodedPhotos {
  return {
    has: (key) => existsSync(path.join(dir, key)),
    add(key) {
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, key), '')
    },
  }
}
