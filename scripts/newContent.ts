/**
 * The starting files `npm run new` writes (scripts/new-content.ts is its command): a valid page,
 * attorney, FAQ entry or glossary term for legal staff to fill in, and its Spanish file beside it
 * (./newTranslation.ts). A page's title is its own words: the site adds the firm's name when it fits.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentDir } from '../lib/content/read/readContent.ts'
import { collectionNames, collections, type CollectionName } from '../lib/content/schema/collectionRegistry.ts'
import { startingFiles } from './newContentTemplates.ts'
import { writeSpanishStart } from './newTranslation.ts'

export type NewContentKind = (typeof startingFiles)[CollectionName]['kind']

/** What `npm run new` can write: one kind for each collection of the registry. */
export const newContentKinds = collectionNames.map((name) => startingFiles[name].kind) as NewContentKind[]

/** True for a kind `npm run new` knows and a slug of lowercase words joined by `-`. */
export function isNewContentRequest(kind: string | undefined, slug: string | undefined): kind is NewContentKind {
  return (
    !!kind && !!slug && (newContentKinds as readonly string[]).includes(kind) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
  )
}

/**
 * Writes the starting file of `kind` named `slug` in the content folder, and its Spanish file when the
 * folder has Spanish ones: their paths, or `exists` when a file of that name is already there.
 */
export function writeNewContent(
  kind: NewContentKind,
  slug: string,
  dir = contentDir(),
): { file: string; spanish?: string } | { exists: string } {
  const title = slug
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
  const collection = collectionNames.find((name) => startingFiles[name].kind === kind)!
  const file = path.join(dir, collections[collection].folder, `${slug}.mdx`)
  if (existsSync(file)) return { exists: file }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, startingFiles[collection].english(title, slug))
  return { file, spanish: writeSpanishStart(dir, collection, slug, title) }
}
