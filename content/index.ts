/**
 * The typed content entries, read and validated once per process. The only module the
 * site uses to reach content; it throws a ContentError listing every problem.
 */
import { loadContent, type LoadedContent } from './load.ts'
import { ContentError } from './errors.ts'
import { slugify } from './slugify.ts'
import type { RawEntry } from './readEntry.ts'
import type { PageFrontmatter } from './schema.ts'

let cached: LoadedContent | undefined

export function getContent(): LoadedContent {
  if (!cached) {
    const loaded = loadContent()
    if (loaded.problems.length) throw new ContentError(loaded.problems)
    cached = loaded
  }
  return cached
}

/** Forget what was read (the dev server calls this when a content file changes). */
export function resetContent(): void {
  cached = undefined
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

export function findPageByUrl(url: string): PageEntry | undefined {
  const clean = url === '/' ? '/' : url.replace(/\/$/, '')
  return getPages().find((p) => pageUrls(p).includes(clean))
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
