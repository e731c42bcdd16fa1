/**
 * The Spanish starting file `npm run new` writes beside a new English one, once the content has a
 * Spanish folder: it names the English file and records its text, so that the English's first real
 * edit lists the Spanish file in `npm run translations` as one to translate.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sourceHashOf } from '../lib/content/translationStatus.ts'
import { collections, type CollectionName } from '../lib/content/schema/collectionRegistry.ts'
import { startingFiles } from './newContentTemplates.ts'

/**
 * Writes content/es/<folder>/<slug>.mdx for the English file of `collection` just written; returns its path, or
 * undefined with no Spanish folder.
 */
export function writeSpanishStart(
  dir: string,
  collection: CollectionName,
  slug: string,
  title: string,
): string | undefined {
  if (!existsSync(path.join(dir, 'es'))) return undefined
  const { folder } = collections[collection]
  const english = path.join(dir, folder, `${slug}.mdx`)
  const file = path.join(dir, 'es', folder, `${slug}.mdx`)
  if (existsSync(file)) return undefined
  const head = `---\ntranslationOf: ${slug}\nsourceHash: "${sourceHashOf(readFileSync(english))}"\n`
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, head + startingFiles[collection].spanish(slug, title))
  return file
}
