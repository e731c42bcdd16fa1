/**
 * The typed content entries, read and validated once per process. The only module the
 * site uses to reach content; it throws a ContentError listing every problem.
 */
import { contentDir, loadContent, type LoadedContent } from './read/load.ts'
import { allEntries } from './read/allEntries.ts'
import { ContentError } from './errors.ts'
import { slugify } from './slugify.ts'
import type { BodyCompiler, RawEntry } from './read/readEntry.ts'
import type { PageFrontmatter } from './schema/collections.ts'

/**
 * One cache per process, on globalThis: the build loads this module several times (Vite's
 * config bundle, each environment, the pre-render's server bundle), and each copy must not
 * read and analyse the whole content folder again.
 */
const CACHE = Symbol.for('site.content.cache')
function cache(): Map<string, LoadedContent> {
  const holder = globalThis as { [CACHE]?: Map<string, LoadedContent> }
  holder[CACHE] ??= new Map()
  return holder[CACHE]
}

/**
 * The content folder, read once per process, with its problems (the build reports them).
 * `compile`: the build's, which also compiles every body (read again only if an earlier read did not).
 */
export function loadContentOnce(compile?: BodyCompiler): LoadedContent {
  const dir = contentDir()
  let loaded = cache().get(dir)
  if (!loaded || (compile && !loaded.bodiesCompiled)) {
    loaded = loadContent(dir, { compile })
    cache().set(dir, loaded)
  }
  return loaded
}

export function getContent(): LoadedContent {
  const loaded = loadContentOnce()
  if (loaded.problems.length) throw new ContentError(loaded.problems)
  return loaded
}

/** Forget what was read (the dev server calls this when a content file changes). */
export function resetContent(): void {
  cache().delete(contentDir())
}

export type PageEntry = RawEntry<PageFrontmatter>

export const getSite = () => getContent().site
export const getPages = () => getContent().pages
export const getPlaces = () => getContent().places

export function canonicalPath(page: PageEntry): string {
  return page.data.canonical ?? page.data.path
}

/** Every address a page answers at: its path, then its aliases. */
export function pageUrls(page: PageEntry): string[] {
  return [page.data.path, ...page.data.aliases]
}

/** A lookup table over the content, made on first use and kept as long as that read of it. */
function memoIndex<K, V>(build: (content: LoadedContent) => Map<K, V>): () => Map<K, V> {
  const made = new WeakMap<LoadedContent, Map<K, V>>()
  return () => {
    const content = getContent()
    let index = made.get(content)
    if (!index) {
      index = build(content)
      made.set(content, index)
    }
    return index
  }
}

const pagesByUrl = memoIndex((content) => {
  const index = new Map<string, PageEntry>()
  // The first page to claim a URL wins (the content checks report duplicates).
  for (const page of content.pages) for (const url of pageUrls(page)) if (!index.has(url)) index.set(url, page)
  return index
})

/** The page at a path or alias (a trailing slash is ignored). Vike's route functions ask for every URL. */
export function findPageByUrl(url: string): PageEntry | undefined {
  return pagesByUrl().get(url === '/' ? '/' : url.replace(/\/$/, ''))
}

const entriesByFile = memoIndex((content) =>
  new Map(allEntries(content).map((e) => [e.file, e])))

/** Any entry (page, attorney, FAQ, term) by its file, as content problems name it. */
export function findEntryByFile(file: string): RawEntry<unknown> | undefined {
  return entriesByFile().get(file)
}

/** The page's case-review forms, resolved (frontmatter `forms:` + content/lead-forms.yaml). */
export function getPageForms(page: PageEntry) {
  return getContent().leadForms.pageForms.get(page.file) ?? {}
}

/** The note shown under every lead form. */
export const getLeadNotice = () => getContent().leadForms.notice

export function getAttorneys() {
  return [...getContent().attorneys].sort((a, b) => a.data.order - b.data.order).map((a) => ({ ...a, anchor: slugify(a.data.name) }))
}

/** An attorney with the anchor (`#slug`) of their block on the attorneys page. */
export type AttorneyEntry = ReturnType<typeof getAttorneys>[number]

export function getFaq(list: 'home' | 'faq' | 'current-clients') {
  return getContent().faq.filter((f) => f.data.lists.includes(list)).sort((a, b) => a.data.order - b.data.order)
}

export function getGlossary(list: 'legal-glossary' | 'faq') {
  return getContent().glossary.filter((g) => g.data.lists.includes(list)).sort((a, b) => a.data.term.localeCompare(b.data.term))
}

/** The practice areas of content/practice-areas.yaml, in file order. */
export const getPracticeAreas = () => getContent().practiceAreas.areas

/** Years since founding, the one experience figure the site shows. */
export function yearsOfExperience(now = new Date()): number {
  return now.getFullYear() - getSite().foundingYear
}
