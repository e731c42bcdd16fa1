/**
 * The originals kept in content/images/ (any subfolder), by their names there, whether content
 * uses them or not: the check warns about one nothing uses. Links and special files are not
 * listed (the content folder's listing refuses them: ./contentFiles.ts).
 */
import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { photoExtensions } from '../schema/photoUses.ts'
import { imagesDir } from './photoFacts.ts'

const PHOTO_FILE = new RegExp(`\\.(?:${photoExtensions.join('|')})$`, 'i')

export function listOriginals(contentDir: string): string[] {
  const root = imagesDir(contentDir)
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name)
      const stats = lstatSync(full, { throwIfNoEntry: false })
      if (stats?.isDirectory()) walk(full)
      else if (stats?.isFile() && PHOTO_FILE.test(name)) found.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  if (lstatSync(root, { throwIfNoEntry: false })?.isDirectory()) walk(root)
  return found
}
