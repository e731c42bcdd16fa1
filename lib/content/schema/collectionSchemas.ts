/**
 * Each collection's schemas (./collectionRegistry.ts declares the collections): the schema of its
 * English entries (./collections.ts) and of its Spanish files (./translations.ts). What reads, checks
 * or edits an entry takes its schema here; the pages' modules take only the registry, so that no
 * schema is built in the browser.
 */
import type { z } from 'zod'
import type { CollectionName } from './collectionRegistry.ts'
import { attorneySchema, faqSchema, glossarySchema, pageSchema } from './collections.ts'
import {
  attorneyTranslationSchema,
  faqTranslationSchema,
  glossaryTranslationSchema,
  pageTranslationSchema,
} from './translations.ts'

export const collectionSchemas = {
  pages: { schema: pageSchema, translation: pageTranslationSchema },
  attorneys: { schema: attorneySchema, translation: attorneyTranslationSchema },
  faq: { schema: faqSchema, translation: faqTranslationSchema },
  glossary: { schema: glossarySchema, translation: glossaryTranslationSchema },
} satisfies Record<CollectionName, { schema: z.ZodObject; translation: z.ZodObject }>

/** An entry's frontmatter as its collection's schema gives it. */
export type EntryData<K extends CollectionName> = z.output<(typeof collectionSchemas)[K]['schema']>

/** A Spanish file's frontmatter as its collection's translation schema gives it. */
export type TranslationData<K extends CollectionName> = z.output<(typeof collectionSchemas)[K]['translation']>
