/**
 * Which pages show what a content file holds, from what the pipeline knows: the collection and
 * language it read the file as (`origins`), the entry's lists (`lists`, `featured`) and the lists
 * each page's components show (their `shows` in schema/componentRegistry.ts). A page shows itself; an
 * English attorney, FAQ entry or term shows on the pages of both languages that list it (a Spanish
 * page takes its facts from the English file); a Spanish one only on the Spanish pages that list
 * the English entry it translates; every other file (site.yaml, interface.yaml, the lists) is a
 * fact every page depends on. The dev server shows a file's problems on these pages
 * (scripts/devProblemPage.ts).
 */
import type { ContentEntries, PipelineResult } from './model/content.ts'
import type { ContentEntry, EntryOrigin } from './model/entries.ts'
import { memoOnContent } from './memo.ts'
import { isOnList } from './schema/listMembership.ts'
import { collectionNames, declarationOf } from './schema/collectionRegistry.ts'

export type ShownContent = Pick<PipelineResult, 'origins' | 'es' | keyof ContentEntries>

/** The page files that show a file's entry; `every page` for the facts every page depends on. */
export type PagesShowing = 'every page' | ReadonlySet<string>

type Listed = ContentEntry<{ lists?: string[]; featured?: boolean; translationOf?: string }>

/** Every entry by its file, and each collection's English entries by their name (what `translationOf` names). */
const entriesOf = memoOnContent((content: ShownContent) => {
  const byFile = new Map<string, Listed>()
  const english = new Map<string, Listed>()
  for (const name of collectionNames) {
    for (const entry of content[name] as Listed[]) {
      byFile.set(entry.file, entry)
      english.set(`${name}/${entry.slug}`, entry)
    }
    for (const entry of content.es[name] as Listed[]) byFile.set(entry.file, entry)
  }
  return { byFile, english }
})

/** The English entry whose facts say where an entry shows: itself, or the one a Spanish file translates. */
function englishEntry(content: ShownContent, file: string, origin: EntryOrigin): Listed | undefined {
  const { byFile, english } = entriesOf(content)
  const entry = byFile.get(file)
  if (origin.language === 'en') return entry
  const source = entry?.data.translationOf
  return source === undefined ? undefined : english.get(`${origin.collection}/${source}`)
}

/** Every page read, with its language and what it lists. */
const pagesOf = memoOnContent((content: ShownContent) =>
  [...content.pages, ...content.es.pages].map((page) => ({
    file: page.file,
    language: content.origins.get(page.file)?.language ?? 'en',
    shows: page.analysis.shows,
  })),
)

export function pagesShowing(content: ShownContent, file: string): PagesShowing {
  const origin = content.origins.get(file)
  if (!origin) return 'every page'
  if (declarationOf(origin.collection).routes?.kind === 'page') return new Set([file])
  // Without its entry (a file that did not pass its schema, a translation of no English file), every
  // page that lists the collection in the file's languages.
  const english = englishEntry(content, file, origin)
  const pages = pagesOf(content).filter(
    (page) =>
      (origin.language === 'en' || page.language === origin.language) &&
      page.shows.some(
        (shown) =>
          shown.collection === origin.collection &&
          (!english || shown.list === undefined || isOnList(english.data, shown.list)),
      ),
  )
  return new Set(pages.map((page) => page.file))
}
