/**
 * The content pipeline, in one direction: **read** each file (lib/content/read/), **check** it
 * (lib/content/check/: each entry on its own as it is read, then the rules across entries),
 * **compile** the bodies that passed (lib/content/compile/). An MDX file is read, checked and
 * compiled before the next is read, so only one syntax tree is held at a time; the result of an
 * unchanged file comes from the cache (./entryCache.ts). Every problem is collected, never only
 * the first. The site gets the result through the store (./store.ts); `npm run check` and the
 * editor run the pipeline on a folder directly.
 */
import path from 'node:path'
import type { z } from 'zod'
import type { ContentEntries, PipelineResult, Translations } from './model/content.ts'
import type { BodyKind, ContentEntry, EntryOrigin } from './model/entries.ts'
import { formatProblem, type ContentProblem } from './model/problems.ts'
import { attorneySchema, faqSchema, glossarySchema, pageSchema } from './schema/collections.ts'
import {
  attorneyTranslationSchema,
  faqTranslationSchema,
  glossaryTranslationSchema,
  pageTranslationSchema,
} from './schema/translations.ts'
import { contentDir, listCollections, readEntryText, readLists, readSite } from './read/readContent.ts'
import { readEntry } from './read/readEntry.ts'
import { checkEntry } from './check/entryChecks.ts'
import { runChecks } from './check/runChecks.ts'
import type { BodyCompiler } from './compile/compileBody.ts'
import { resolveLeadForms } from './leadForms.ts'
import { collectPhotoRefs } from './read/photoRefs.ts'
import { imagesDir, readPhotoFacts } from './read/photoFacts.ts'
import { listOriginals } from './read/photoFolder.ts'
import { display } from './read/contentFiles.ts'
import { unusedPhotoWarnings } from './check/checkPhotos.ts'
import { checkPhotoDecodes } from './check/checkPhotoDecodes.ts'
import { checkContentFileKinds } from './check/checkContentFileKinds.ts'
import { diskDecodedPhotos } from './decodedPhotos.ts'
import type { EntryCache, EntryResult } from './entryCache.ts'

/** Each folder the pipeline reads: its entries' schema, how their bodies are shown, and the collection and language they are. */
const COLLECTIONS = {
  pages: { schema: pageSchema, body: 'mdx', origin: { collection: 'pages', language: 'en' } },
  attorneys: { schema: attorneySchema, body: 'mdx', origin: { collection: 'attorneys', language: 'en' } },
  faq: { schema: faqSchema, body: 'text', origin: { collection: 'faq', language: 'en' } },
  glossary: { schema: glossarySchema, body: 'text', origin: { collection: 'glossary', language: 'en' } },
  'es/pages': { schema: pageTranslationSchema, body: 'mdx', origin: { collection: 'pages', language: 'es' } },
  'es/attorneys': {
    schema: attorneyTranslationSchema,
    body: 'mdx',
    origin: { collection: 'attorneys', language: 'es' },
  },
  'es/faq': { schema: faqTranslationSchema, body: 'text', origin: { collection: 'faq', language: 'es' } },
  'es/glossary': {
    schema: glossaryTranslationSchema,
    body: 'text',
    origin: { collection: 'glossary', language: 'es' },
  },
} as const satisfies Record<Collection, { schema: z.ZodType; body: BodyKind; origin: EntryOrigin }>

type Collection = keyof ContentEntries | `es/${keyof Translations}`

export interface PipelineOptions {
  /** More page files to check with the folder (the content tests add one fixture at a time). */
  extraPages?: string[]
  /** Compiles each `mdx` body that passed its checks (the store's; `npm run check` compiles nothing). */
  compile?: BodyCompiler
  /** Keeps what each file gave, for the next run (./entryCache.ts). */
  cache?: EntryCache
}

/** Read, check and (for an `mdx` body that passed) compile one MDX file: all that concerns it alone. */
function readCheckCompile(
  collection: Collection,
  file: string,
  text: string,
  compile: BodyCompiler | undefined,
): EntryResult {
  const { schema, body, origin } = COLLECTIONS[collection]
  const problems: ContentProblem[] = []
  const read = readEntry(file, text, body, problems)
  if (!read) return { problems, entry: undefined }
  const checked = checkEntry(read, schema, origin.language)
  problems.push(...read.problems, ...checked.problems)
  if (checked.data === undefined) return { problems, entry: undefined }
  const entry: ContentEntry<unknown> = {
    file: read.file,
    slug: read.slug,
    data: checked.data,
    body: read.body,
    frontmatter: read.frontmatter,
    bodyOffset: read.bodyOffset,
    analysis: read.facts,
    ...(read.plainText ? { plainText: read.plainText } : {}),
  }
  if (body === 'mdx' && compile && read.tree && !read.problems.length && !checked.bodyProblems.length) {
    const compiled = compile(read.tree, read.source, read.file, origin)
    if ('error' in compiled) problems.push({ file: read.file, line: read.bodyOffset + 1, message: compiled.error })
    else entry.compiled = compiled.code
  }
  return { problems, entry }
}

export function runPipeline(
  dir = contentDir(),
  { extraPages = [], compile, cache }: PipelineOptions = {},
): PipelineResult {
  const problems: ContentProblem[] = []
  const files = listCollections(dir, problems)
  problems.push(...checkContentFileKinds(dir, files.others, display))
  const { site, siteFile } = readSite(dir, problems)

  const origins = new Map<string, EntryOrigin>()
  const entriesOf = <K extends Collection>(name: K, paths: string[], root?: string) => {
    const entries: ContentEntry<unknown>[] = []
    for (const file of paths) {
      origins.set(display(file), COLLECTIONS[name].origin)
      const read = readEntryText(file, root ?? dir, problems)
      if (!read) continue
      const key = cache?.key(read.shown, `${name}${compile ? ' compiled' : ''}`, read.text)
      let result = key ? cache?.get(key) : undefined
      if (!result) {
        result = readCheckCompile(name, read.shown, read.text, compile)
        if (key) cache?.set(key, result)
      }
      problems.push(...result.problems)
      if (result.entry) entries.push(result.entry)
    }
    return entries as K extends keyof ContentEntries ? ContentEntries[K] : never
  }
  const translated = <K extends keyof Translations>(name: K) =>
    entriesOf(`es/${name}`, files.es[name]) as unknown as Translations[K]

  const entries: ContentEntries = {
    pages: [
      ...entriesOf('pages', files.pages),
      ...extraPages.flatMap((file) => entriesOf('pages', [file], path.dirname(file))),
    ],
    attorneys: entriesOf('attorneys', files.attorneys),
    faq: entriesOf('faq', files.faq),
    glossary: entriesOf('glossary', files.glossary),
  }
  const es: Translations = {
    pages: translated('pages'),
    attorneys: translated('attorneys'),
    faq: translated('faq'),
    glossary: translated('glossary'),
  }
  // Each photo is read once however many entries use it; its bytes never enter the entry cache.
  const photoRefs = collectPhotoRefs({ pages: [...entries.pages, ...es.pages], attorneys: entries.attorneys })
  const photos = Object.fromEntries(
    [...new Set(photoRefs.map((ref) => ref.src))].map((src) => [src, readPhotoFacts(dir, src)]),
  )
  const read = { dir, site, siteFile, ...entries, es, ...readLists(dir, problems), photoRefs, photos, problems }
  problems.push(...runChecks(read))
  const warnings = unusedPhotoWarnings(listOriginals(dir), photoRefs, (src) => display(path.join(imagesDir(dir), src)))
  // A link where site.yaml (or another file read by name) should be is refused where the folder is
  // listed and again where the file is read: one message is enough.
  const unique = [...new Map(problems.map((p) => [formatProblem(p), p])).values()]
  return {
    ...read,
    problems: unique,
    warnings,
    origins,
    leadForms: resolveLeadForms(read),
  }
}

/**
 * What only decoding finds: a photo damaged inside, at each line that uses it. Asynchronous (sharp),
 * so `npm run check` asks for it after the pipeline; the build's image step decodes every photo anyway.
 */
export function decodePhotos(result: Pick<PipelineResult, 'dir' | 'photoRefs' | 'photos'>): Promise<ContentProblem[]> {
  return checkPhotoDecodes(result.dir, result.photoRefs, result.photos, diskDecodedPhotos())
}
