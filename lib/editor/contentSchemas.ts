/** Which zod schema checks an entry, by its content folder (or, for site.yaml, its file name). */
import type { z } from 'zod'
import { attorneySchema, faqSchema, glossarySchema, pageSchema, siteSchema } from '../content/schema/collections.ts'

export const contentSchemas = {
  pages: pageSchema,
  attorneys: attorneySchema,
  faq: faqSchema,
  glossary: glossarySchema,
  site: siteSchema,
} satisfies Record<string, z.ZodType>

export type ContentSchemaName = keyof typeof contentSchemas

export function isContentSchemaName(name: unknown): name is ContentSchemaName {
  return typeof name === 'string' && Object.hasOwn(contentSchemas, name)
}

/** The schema for a file under content/ (`content/attorneys/<name>.mdx`, `content/site.yaml`), if any. */
export function schemaNameForPath(file: string): ContentSchemaName | undefined {
  const parts = file.replace(/^.*?content\//, '').split('/')
  const name = parts.length > 1 ? parts[0] : parts[0]?.replace(/\.yaml$/, '')
  return isContentSchemaName(name) ? name : undefined
}
