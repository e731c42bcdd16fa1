/**
 * The pipeline's per-file cache: what reading, checking and compiling one MDX file gave (its
 * problems and its entry, with the compiled body), kept under node_modules/.cache/site-content/,
 * keyed by the file's name and bytes and by the pipeline's version (the code of lib/content and
 * lib/text and the versions of the MDX, YAML and schema packages). A file that has not changed
 * since the last build or save is not parsed, checked or compiled again; the checks across
 * entries always run. Used by the store (`npm run dev`, the build) and `npm run check`.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ContentEntry } from './model/entries.ts'
import type { ContentProblem } from './model/problems.ts'

/** What one file gave: its problems, and its entry when its frontmatter passed its schema. */
export interface EntryResult {
  problems: ContentProblem[]
  entry: ContentEntry<unknown> | undefined
}

export interface EntryCache {
  get(key: string): EntryResult | undefined
  set(key: string, result: EntryResult): void
  /** The key of one file's result: its name, what the pipeline does with it, and its bytes. */
  key(file: string, how: string, text: string): string
}

export const CACHE_DIR = path.resolve('node_modules/.cache/site-content')

const PIPELINE_CODE = ['lib/content', 'lib/text']
const PIPELINE_PACKAGES = [
  '@mdx-js/mdx',
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
  'unified',
  'gray-matter',
  'js-yaml',
  'zod',
]

/** A digest of the pipeline's own code and packages; undefined where the source is not at hand. */
function pipelineVersion(): string | undefined {
  const hash = createHash('sha256')
  for (const root of PIPELINE_CODE) {
    if (!existsSync(root)) return undefined
    for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(root, name)
      if (!statSync(file).isFile()) continue
      hash.update(name).update(readFileSync(file))
    }
  }
  for (const name of PIPELINE_PACKAGES) {
    const manifest = path.join('node_modules', name, 'package.json')
    hash.update(
      existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : name,
    )
  }
  return hash.digest('hex').slice(0, 16)
}

/** Sets in an entry's facts become lists in the file, and lists again Sets when read. */
function toJson(result: EntryResult): string {
  return JSON.stringify(result, (_key, value) => (value instanceof Set ? { $set: [...value] } : value))
}
function fromJson(text: string): EntryResult {
  return JSON.parse(text, (_key, value) =>
    value && typeof value === 'object' && Array.isArray(value.$set) ? new Set(value.$set) : value,
  ) as EntryResult
}

/** The cache on disk, or undefined when the pipeline's version cannot be told (then nothing is cached). */
export function diskEntryCache(dir = CACHE_DIR): EntryCache | undefined {
  const version = pipelineVersion()
  if (!version) return undefined
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`)
  // What this process read or made, kept as it is: the dev server asks again after every save.
  const memory = new Map<string, EntryResult>()
  return {
    key: (file, how, text) => createHash('sha256').update(`${version}\0${how}\0${file}\0`).update(text).digest('hex'),
    get(key) {
      const kept = memory.get(key)
      if (kept) return kept
      try {
        const read = fromJson(readFileSync(fileOf(key), 'utf8'))
        memory.set(key, read)
        return read
      } catch {
        return undefined
      }
    },
    set(key, result) {
      memory.set(key, result)
      const file = fileOf(key)
      mkdirSync(path.dirname(file), { recursive: true })
      // Written whole, then renamed: a build stopped midway never leaves half a file to read.
      const partial = `${file}.${process.pid}.tmp`
      writeFileSync(partial, toJson(result))
      renameSync(partial, file)
    },
  }
}
