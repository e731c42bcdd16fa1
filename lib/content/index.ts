/**
 * The content store: the typed content entries, read, validated and compiled once per process.
 * The only module the site uses to reach content; it throws a ContentError listing every problem.
 * Each page and attorney body is compiled here from the parse its checks made (read/compileBody.ts);
 * pages/content/+onBeforeRenderHtml.ts evaluates that code. Dev server and build take this one way.
 */
import { contentDir, loadContent, type LoadedContent } from './read/load.ts'
import { allEntries } from './read/allEntries.ts'
import { compileBody } from './read/compileBody.ts'
import { ContentError } from './errors.ts'
import { slugify } from './slugify.ts'
import { indexPagesByUrl, pageAt, pageUrls } from './pagesByUrl.ts'
import type { RawEntry } from './read/readEntry.ts'
import type { PageFrontmatter } from './schema/collections.ts'

/**
 * Why the read is kept on globalThis and not in this module: Vite runs this module more than
 * once in one process (the config's copy, which the content plugin uses to check the content
 * before anything is built; the dev server's page modules; the build's pre-render bundle), and
 * each copy has its own module variables. Keyed on a global symbol, they all share one read, so
 * the content is read, checked and compiled once per process and not once per copy (at 2,000
 * pages, each extra read costs seconds and hundreds of MB: docs/PERFORMANCE.md).
 */
const CACHE = Symbol.for('site.content.cache')
function cache(): Map<string, LoadedContent> {
  const holder = globalThis as { [CACHE]?: Map<string, LoadedContent> }
  holder[CACHE] ??= new Map()
  return holder[CACHE]
}

/** The content folder, read once per process (see above), with its problems (the build reports them). */
export function loadContentOnce(): LoadedContent {
  const dir = contentDir()
  let loaded = cache().get(dir)
  if (!loaded) {
    loaded = loadContent(dir, { compile: compileBody })
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

export { pageUrls }

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

const pagesByUrl = memoIndex((content) => indexPagesByUrl(content.pages))

/** The page at a path or alias (a trailing slash is ignored). Vike's route functions ask for every URL. */
export function findPageByUrl(url: string): PageEntry | undefined {
  return pageAt(pagesByUrl(), url)
}

const entriesByFile = memoIndex((content) => new Map(allEntries(content).map((e) => [e.file, e])))

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

/** The thanks after a lead is sent, `{topic}` to be replaced by the form's topic. */
export const getLeadThanks = () => getContent().leadForms.thanks

export function getAttorneys() {
  return [...getContent().attorneys]
    .sort((a, b) => a.data.order - b.data.order)
    .map((a) => ({ ...a, anchor: slugify(a.data.name) }))
}

/** An attorney with the anchor (`#slug`) of their block on the attorneys page. */
export type AttorneyEntry = ReturnType<typeof getAttorneys>[number]

export function getFaq(list: 'home' | 'faq' | 'current-clients') {
  return getContent()
    .faq.filter((f) => f.data.lists.includes(list))
    .sort((a, b) => a.data.order - b.data.order)
}

export function getGlossary(list: 'legal-glossary' | 'faq') {
  return getContent()
    .glossary.filter((g) => g.data.lists.includes(list))
    .sort((a, b) => a.data.term.localeCompare(b.data.term))
}

/** The practice areas of content/practice-areas.yaml, in file order. */
export const getPracticeAreas = () => getContent().practiceAreas.areas

/** Years since founding, the one experience figure the site shows. */
export function yearsOfExperience(now = new Date()): number {
  return now.getFullYear() - getSite().foundingYear
}
