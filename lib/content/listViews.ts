/** The FAQ and glossary entries as the components show them, made once per read of the content. */
import type { Content } from './model/content.ts'
import { faqList, glossaryList } from './entries.ts'
import { memoOnContent } from './memo.ts'
import type { FaqListName } from './schema/collections.ts'
import type { FaqItemView, GlossaryEntryView, GlossaryTermView, TextBlock } from './schema/listViewTypes.ts'

/** Read once with the entry (read/plainText.ts); the content checks report any problem in it. */
function blocksOf(entry: { plainText?: { blocks: TextBlock[] } }): TextBlock[] {
  return entry.plainText?.blocks ?? []
}

export function faqItems(content: Content, list: FaqListName): FaqItemView[] {
  return faqList(content, list).map((f) => ({ slug: f.slug, question: f.data.question, answer: blocksOf(f) }))
}

/** The terms of /legal-glossary, alphabetical, with their practice areas and related terms. */
export const glossaryTerms = memoOnContent((content: Content): GlossaryTermView[] => {
  const terms = glossaryList(content, 'legal-glossary')
  const areas = new Map(content.practiceAreas.areas.map((a) => [a.id, { name: a.name, path: a.path }]))
  const names = new Map(terms.map((t) => [t.slug, t.data.term]))
  return terms.map((t) => ({
    slug: t.slug,
    term: t.data.term,
    category: t.data.category,
    definition: blocksOf(t),
    practiceAreas: t.data.practiceAreas.flatMap((id) => areas.get(id) ?? []),
    related: t.data.relatedTerms.flatMap((slug) => (names.has(slug) ? [{ slug, term: names.get(slug)! }] : [])),
  }))
})

/** The simple glossary of the FAQ page: term and definition, alphabetical. */
export const faqGlossaryEntries = memoOnContent((content: Content): GlossaryEntryView[] =>
  glossaryList(content, 'faq').map((t) => ({ slug: t.slug, term: t.data.term, definition: blocksOf(t) })),
)
