/**
 * Which zod schema checks an entry, by its content folder (or, for site.yaml, its file name). A
 * Spanish folder (content/es/pages/) is its own collection, `es-pages`: a slash in a collection's
 * name would break the editor's addresses (`#/collections/<name>`).
 */
import type { z } from 'zod'
import { attorneySchema, faqSchema, glossarySchema, pageSchema, siteSchema } from '../content/schema/collections.ts'
import type { Language } from '../content/schema/language.ts'
import {
  attorneyTranslationSchema,
  faqTranslationSchema,
  glossaryTranslationSchema,
  pageTranslationSchema,
} from '../content/schema/translations.ts'

export const contentSchemas = {
  pages: pageSchema,
  'es-pages': pageTranslationSchema,
  attorneys: attorneySchema,
  'es-attorneys': attorneyTranslationSchema,
  faq: faqSchema,
  'es-faq': faqTranslationSchema,
  glossary: glossarySchema,
  'es-glossary': glossaryTranslationSchema,
  site: siteSchema,
} satisfies Record<string, z.ZodType>

export type ContentSchemaName = keyof typeof contentSchemas

export function isContentSchemaName(name: unknown): name is ContentSchemaName {
  return typeof name === 'string' && Object.hasOwn(contentSchemas, name)
}

const SPANISH = 'es-'

/** The language an entry of the collection is written in: its body is judged in it (the results sentence). */
export function schemaLanguage(name: ContentSchemaName | undefined): Language {
  return name?.startsWith(SPANISH) ? 'es' : 'en'
}

/** A page, English or Spanish: it has addresses, anchors and case-review forms. */
export function isPageSchema(name: ContentSchemaName | undefined): boolean {
  return name === 'pages' || name === `${SPANISH}pages`
}

/**
 * The schema for a file under content/ (`content/attorneys/<name>.mdx`, `content/es/faq/<name>.mdx`,
 * `content/site.yaml`), if any.
 */
export function schemaNameForPath(file: string): ContentSchemaName | undefined {
  const parts = file.replace(/^.*?content\//, '').split('/')
  const name =
    parts[0] === 'es' && parts.length > 2
      ? `${SPANISH}${parts[1]}`
      : parts.length > 1
        ? parts[0]
        : parts[0]?.replace(/\.yaml$/, '')
  return isContentSchemaName(name) ? name : undefined
}
