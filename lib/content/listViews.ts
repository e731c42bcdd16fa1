/** The FAQ and glossary entries as the components show them, in each language, made once per read of the content. */
import type { Content } from './model/content.ts'
import { faqList, glossaryList } from './entries.ts'
import { localize } from './localize.ts'
import { memoInLanguage } from './memo.ts'
import type { FaqListName } from './schema/collections.ts'
import type { Language } from './schema/language.ts'
import type { FaqItemView, GlossaryEntryView, GlossaryTermView, TextBlock } from './schema/listViewTypes.ts'

/** Read once with the entry (read/plainText.ts); the content checks report any problem in it. */
function blocksOf(entry: { plainText?: { blocks: TextBlock[] } }): TextBlock[] {
  return entry.plainText?.blocks ?? []
}

/** One FAQ list's questions in `language`, in their `order`. */
export function faqItems(content: Content, list: FaqListName, language: Language = 'en'): FaqItemView[] {
  return faqList(content, list, language).map((f) => ({ slug: f.slug, question: f.data.question, answer: blocksOf(f) }))
}

/** The terms of the legal glossary in `language`, in its alphabetical order, with their practice areas and related terms. */
export const glossaryTerms = memoInLanguage((content: Content, language: Language): GlossaryTermView[] => {
  const view = localize(content, language)
  const terms = glossaryList(content, 'legal-glossary', language)
  const areas = new Map(view.practiceAreas.map((a) => [a.id, { name: a.name, path: a.path }]))
  // Related terms are named by their English file; each shows as the glossary lists it.
  const listed = new Map(terms.map((t) => [t.key, { slug: t.slug, term: t.data.term }]))
  return terms.map((t) => ({
    slug: t.slug,
    term: t.data.term,
    category: view.categoryLabel(t.data.category),
    definition: blocksOf(t),
    practiceAreas: t.data.practiceAreas.flatMap((id) => areas.get(id) ?? []),
    related: t.data.relatedTerms.flatMap((key) => listed.get(key) ?? []),
  }))
})

/** The simple glossary of the FAQ page in `language`: term and definition, alphabetical. */
export const faqGlossaryEntries = memoInLanguage((content: Content, language: Language): GlossaryEntryView[] =>
  glossaryList(content, 'faq', language).map((t) => ({ slug: t.slug, term: t.data.term, definition: blocksOf(t) })),
)
