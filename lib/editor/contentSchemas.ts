/**
 * Which zod schema checks an entry, by its content folder (or, for site.yaml, its file name). A
 * Spanish folder (content/es/pages/) is its own collection, `es-pages`: a slash in a collection's
 * name would break the editor's addresses (`#/collections/<name>`).
 */
import type { z } from 'zod'
import { siteSchema } from '../content/schema/collections.ts'
import {
  collectionNames,
  collections,
  declarationOf,
  isCollectionName,
  type CollectionName,
} from '../content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../content/schema/collectionSchemas.ts'
import type { Language } from '../content/schema/language.ts'

const SPANISH = 'es-'

/** Each collection's schema by its name, its translation schema by `es-<name>`, and site.yaml's. */
export const contentSchemas = {
  ...(Object.fromEntries(
    collectionNames.flatMap((name) => [
      [name, collectionSchemas[name].schema],
      [`${SPANISH}${name}`, collectionSchemas[name].translation],
    ]),
  ) as Record<CollectionName | `${typeof SPANISH}${CollectionName}`, z.ZodType>),
  site: siteSchema,
} satisfies Record<string, z.ZodType>

export type ContentSchemaName = keyof typeof contentSchemas

export function isContentSchemaName(name: unknown): name is ContentSchemaName {
  return typeof name === 'string' && Object.hasOwn(contentSchemas, name)
}

/** The language an entry of the collection is written in: its body is judged in it (the results sentence). */
export function schemaLanguage(name: ContentSchemaName | undefined): Language {
  return name?.startsWith(SPANISH) ? 'es' : 'en'
}

/** A page, English or Spanish: it has addresses, anchors and case-review forms. */
export function isPageSchema(name: ContentSchemaName | undefined): boolean {
  const collection = collectionOfSchema(name)
  return collection !== undefined && declarationOf(collection).routes?.kind === 'page'
}

/** The collection whose entries (English or Spanish) the schema checks; undefined for site.yaml's. */
export function collectionOfSchema(name: ContentSchemaName | undefined): CollectionName | undefined {
  const collection = name?.startsWith(SPANISH) ? name.slice(SPANISH.length) : name
  return isCollectionName(collection) ? collection : undefined
}

/**
 * The schema for a file under content/ (`content/attorneys/<name>.mdx`, `content/es/faq/<name>.mdx`,
 * `content/site.yaml`), if any.
 */
export function schemaNameForPath(file: string): ContentSchemaName | undefined {
  const parts = file.replace(/^.*?content\//, '').split('/')
  const inFolder = (folder: string | undefined) => collectionNames.find((name) => collections[name].folder === folder)
  const spanish = parts[0] === 'es' && parts.length > 2 ? inFolder(parts[1]) : undefined
  const name = spanish
    ? `${SPANISH}${spanish}`
    : parts.length > 1
      ? inFolder(parts[0])
      : parts[0]?.replace(/\.yaml$/, '')
  return isContentSchemaName(name) ? name : undefined
}
