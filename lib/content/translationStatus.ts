/**
 * Which Spanish files have fallen behind their English file: a translation records the English text it
 * was made from (`sourceHash`, the first 12 characters of the English file's git blob id, which any git
 * can turn back into that text), and the English file's bytes today give today's id. A changed English
 * file makes its translation stale: a warning for the editors, never a problem, so an English-only
 * change keeps the checks green.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ReadContent, Translations } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import { collectionNames, collections } from './schema/collectionRegistry.ts'

/** The git blob id of a file's bytes, shortened to 12 characters (what `git hash-object` prints, cut). */
export function sourceHashOf(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex').slice(0, 12)
}

export interface TranslationStatus {
  /** The Spanish file, as messages name it. */
  file: string
  /** The English file it translates. */
  source: string
  recorded: string | undefined
  current: string
}

type Translation = ContentEntry<{ translationOf: string; sourceHash?: string }>

/** Each translation whose English file exists, with the hash it recorded and the English file's hash today. */
export function translationStatus(content: Pick<ReadContent, 'es' | keyof Translations>): TranslationStatus[] {
  const statuses: TranslationStatus[] = []
  for (const name of collectionNames) {
    const english = new Map((content[name] as ContentEntry<unknown>[]).map((entry) => [entry.slug, entry.file]))
    for (const spanish of content.es[name] as Translation[]) {
      const source = english.get(spanish.data.translationOf)
      if (!source) continue
      const current = sourceHashOf(readFileSync(path.resolve(source)))
      statuses.push({ file: spanish.file, source, recorded: spanish.data.sourceHash, current })
    }
  }
  return statuses
}

/** The translations whose English file changed after they recorded it. */
export function staleTranslations(content: Pick<ReadContent, 'es' | keyof Translations>): TranslationStatus[] {
  return translationStatus(content).filter((s) => s.recorded !== undefined && s.recorded !== s.current)
}

/** The warning `npm run check` prints for a stale translation. */
export function staleWarning(status: TranslationStatus): string {
  return `${status.file}:1: warning: ${status.source} has changed since this translation was made: review the Spanish (npm run translations shows what changed), then run \`npm run translations -- --stamp ${status.file}\`.`
}

/**
 * The entries without a Spanish file yet whose collection's Spanish pages show them in English or leave
 * them out meanwhile (attorneys, FAQ entries, glossary terms): a page without one is a problem.
 */
export function untranslatedEntries(content: Pick<ReadContent, 'es' | keyof Translations>): string[] {
  if (!collectionNames.some((name) => content.es[name].length)) return []
  const warned = collectionNames.filter((name) => collections[name].translation.untranslated !== 'problem')
  return warned.flatMap((name) => {
    const translated = new Set(content.es[name].map((entry) => entry.data.translationOf))
    return (content[name] as ContentEntry<unknown>[])
      .filter((entry) => !translated.has(entry.slug))
      .map((entry) => entry.file)
  })
}

/** What the Spanish pages do meanwhile with an entry of each collection. */
const MEANWHILE: Record<string, string> = { 'in English': 'show it in English', 'left out': 'leave it out' }

/** The warning `npm run check` prints for an entry with no Spanish file yet. */
export function untranslatedWarning(file: string): string {
  const folder = file.split('/').at(-2)
  const declared = collectionNames.find((name) => collections[name].folder === folder)
  const meanwhile = MEANWHILE[declared ? collections[declared].translation.untranslated : 'left out']
  return `${file}:1: warning: no Spanish file yet: Spanish pages ${meanwhile} until content/es/${folder}/ has one that names it (\`translationOf: ${file
    .split('/')
    .at(-1)
    ?.replace(/\.mdx$/, '')}\`).`
}
