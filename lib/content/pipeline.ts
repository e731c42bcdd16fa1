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
import type { ContentEntries, PipelineResult, Translations } from './model/content.ts'
import type { ContentEntry, EntryOrigin } from './model/entries.ts'
import { formatProblem, type ContentProblem } from './model/problems.ts'
import { collectionNames, collections, type CollectionName } from './schema/collectionRegistry.ts'
import { collectionSchemas } from './schema/collectionSchemas.ts'
import type { Language } from './schema/language.ts'
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

/** The schema an entry of `origin` is held to: its collection's, or its collection's translation schema for a Spanish file. */
function schemaOf({ collection, language }: EntryOrigin) {
  const schemas = collectionSchemas[collection]
  return language === 'en' ? schemas.schema : schemas.translation
}

/** The name the entry cache keys a file's result by (`pages`, `es/pages`): the collection and language it was read as. */
const cacheName = ({ collection, language }: EntryOrigin) =>
  language === 'en' ? collection : `${language}/${collection}`

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
  origin: EntryOrigin,
  file: string,
  text: string,
  compile: BodyCompiler | undefined,
): EntryResult {
  const schema = schemaOf(origin)
  const { body } = collections[origin.collection]
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
  const entriesOf = (origin: EntryOrigin, paths: string[], root?: string) => {
    const entries: ContentEntry<unknown>[] = []
    for (const file of paths) {
      origins.set(display(file), origin)
      const read = readEntryText(file, root ?? dir, problems)
      if (!read) continue
      const key = cache?.key(read.shown, `${cacheName(origin)}${compile ? ' compiled' : ''}`, read.text)
      let result = key ? cache?.get(key) : undefined
      if (!result) {
        result = readCheckCompile(origin, read.shown, read.text, compile)
        if (key) cache?.set(key, result)
      }
      problems.push(...result.problems)
      if (result.entry) entries.push(result.entry)
    }
    return entries
  }
  // Each collection of the registry, English then Spanish (the fixture pages a test adds are English pages).
  const inLanguage = (language: Language, extra: (name: CollectionName) => ContentEntry<unknown>[] = () => []) =>
    Object.fromEntries(
      collectionNames.map((collection) => [
        collection,
        [...entriesOf({ collection, language }, files[language][collection]), ...extra(collection)],
      ]),
    )
  const entries = inLanguage('en', (collection) =>
    collection === 'pages'
      ? extraPages.flatMap((file) => entriesOf({ collection, language: 'en' }, [file], path.dirname(file)))
      : [],
  ) as unknown as ContentEntries
  const es = inLanguage('es') as unknown as Translations
  // Each photo is read once however many entries use it; its bytes never enter the entry cache.
  const photoRefs = collectPhotoRefs({ ...entries, es })
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
