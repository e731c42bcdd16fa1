/** Lookups over the checked content (a value from ./store.ts): pages by address, entries by file, the lists in order in each language (./localize.ts). */
import type { Content, ContentEntries } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import type { FaqListName, PageFrontmatter, Site } from './schema/collections.ts'
import { routeAt } from './routes.ts'
import { allEntries } from './read/allEntries.ts'
import { slugify } from '../text/slugify.ts'
import { memoInLanguage, memoOnContent } from './memo.ts'
import { localize } from './localize.ts'
import type { Language } from './schema/language.ts'
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
 * Every attorney in their `order`, as `language` shows them (English when not given), with the anchor
 * (`#slug`) of their block on the attorneys page and the practice areas their English focus areas
 * name, which their Spanish words keep.
 */
export const attorneysInOrder = memoInLanguage((content: Content, language: Language) =>
  [...localize(content, language).entries.attorneys]
    .sort((a, b) => a.data.order - b.data.order)
    .map((a) => ({
      ...a,
      anchor: slugify(a.data.name),
      practiceAreas: practiceAreaIdsOf(a.english.data.focusAreas, content.practiceAreas.areas),
    })),
)

export type AttorneyEntry = ReturnType<typeof attorneysInOrder>[number]

/** The questions of one FAQ list in `language` (English when not given), in their `order`. */
export function faqList(content: Content, list: FaqListName, language: Language = 'en') {
  return localize(content, language)
    .entries.faq.filter((f) => isOnList(f.data, list))
    .sort((a, b) => a.data.order - b.data.order)
}

/** The terms of one glossary list in `language` (English when not given), in that language's alphabetical order. */
export function glossaryList(content: Content, list: 'legal-glossary' | 'faq', language: Language = 'en') {
  const { entries, compare } = localize(content, language)
  return entries.glossary.filter((g) => isOnList(g.data, list)).sort((a, b) => compare(a.data.term, b.data.term))
}

/** Years since founding, the one experience figure the site shows. */
export function yearsOfExperience(site: Site, now = new Date()): number {
  return now.getFullYear() - site.foundingYear
}
