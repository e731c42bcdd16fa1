/** Lookups over the checked content (a value from ./store.ts): pages by address, entries by file, the lists in order. */
import type { Content, ContentEntries } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import type { FaqListName, PageFrontmatter, Site } from './schema/collections.ts'
import { routeAt } from './routes.ts'
import { allEntries } from './read/allEntries.ts'
import { slugify } from '../text/slugify.ts'
import { memoOnContent } from './memo.ts'
import { isOnList } from './schema/listMembership.ts'
import { practiceAreaIdsOf } from './schema/proofSelection.ts'

export type PageEntry = ContentEntry<PageFrontmatter>

export function canonicalPath(page: PageEntry): string {
  return page.data.canonical ?? page.data.path
}

/** The page at a path or alias, English or Spanish (a trailing slash is ignored), from the site's routes (./routes.ts). */
export function findPageByUrl(content: Content, url: string): PageEntry | undefined {
  const route = routeAt(content, url)
  return route?.kind === 'page' ? route.page : undefined
}

const entriesByFile = memoOnContent(
  (content: Content) =>
    new Map([...allEntries(content), ...allEntries(content.es as unknown as ContentEntries)].map((e) => [e.file, e])),
)

/** Any entry (page, attorney, FAQ, term, English or Spanish) by its file, as content problems name it. */
export function findEntryByFile(content: Content, file: string): ContentEntry<unknown> | undefined {
  return entriesByFile(content).get(file)
}

/** The page's case-review forms, resolved (frontmatter `forms:` + content/lead-forms.yaml). */
export function pageForms(content: Content, page: PageEntry) {
  return content.leadForms.pageForms.get(page.file) ?? {}
}

/**
 * Every attorney in their `order`, with the anchor (`#slug`) of their block on the attorneys page and
 * the practice areas their (English) focus areas name, which their Spanish words keep.
 */
export const attorneysInOrder = memoOnContent((content: Content) =>
  [...content.attorneys]
    .sort((a, b) => a.data.order - b.data.order)
    .map((a) => ({
      ...a,
      anchor: slugify(a.data.name),
      practiceAreas: practiceAreaIdsOf(a.data.focusAreas, content.practiceAreas.areas),
    })),
)

export type AttorneyEntry = ReturnType<typeof attorneysInOrder>[number]

/** The questions of one FAQ list, in their `order`. */
export function faqList(content: Content, list: FaqListName) {
  return content.faq.filter((f) => isOnList(f.data, list)).sort((a, b) => a.data.order - b.data.order)
}

/** The terms of one glossary list, alphabetical. */
export function glossaryList(content: Content, list: 'legal-glossary' | 'faq') {
  return content.glossary.filter((g) => isOnList(g.data, list)).sort((a, b) => a.data.term.localeCompare(b.data.term))
}

/** Years since founding, the one experience figure the site shows. */
export function yearsOfExperience(site: Site, now = new Date()): number {
  return now.getFullYear() - site.foundingYear
}
