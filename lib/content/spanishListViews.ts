/**
 * The FAQ and glossary lists in Spanish: the English lists' entries, in their order and lists
 * (./listViews.ts), each shown with its Spanish file's words; the glossaries sorted by Spanish
 * collation, and each term's anchor its Spanish file's name.
 */
import type { Content } from './model/content.ts'
import { faqList, glossaryList } from './entries.ts'
import { memoOnContent } from './memo.ts'
import { spanishUrl, translationOf } from './spanishEntries.ts'
import type { FaqListName } from './schema/collections.ts'
import type { FaqItemView, GlossaryEntryView, GlossaryTermView, TextBlock } from './schema/listViewTypes.ts'

const spanishOrder = new Intl.Collator('es').compare

function blocksOf(entry: { plainText?: { blocks: TextBlock[] } }): TextBlock[] {
  return entry.plainText?.blocks ?? []
}

export function spanishFaqItems(content: Content, list: FaqListName): FaqItemView[] {
  return faqList(content, list).flatMap((f) => {
    const es = translationOf(content, 'faq', f.slug)
    return es ? [{ slug: es.slug, question: es.data.question, answer: blocksOf(es) }] : []
  })
}

/** One glossary list's terms in Spanish, with the English entry each translates. */
function spanishTerms(content: Content, list: 'legal-glossary' | 'faq') {
  return glossaryList(content, list)
    .flatMap((english) => {
      const es = translationOf(content, 'glossary', english.slug)
      return es ? [{ english, es }] : []
    })
    .sort((a, b) => spanishOrder(a.es.data.term, b.es.data.term))
}

/** The Spanish /es/ glossary's terms: Spanish category labels, practice areas and related terms. */
export const spanishGlossaryTerms = memoOnContent((content: Content): GlossaryTermView[] => {
  const terms = spanishTerms(content, 'legal-glossary')
  const areas = new Map(spanishPracticeAreas(content).map((a) => [a.id, { name: a.name, path: a.path }]))
  const listed = new Map(terms.map(({ english, es }) => [english.slug, { slug: es.slug, term: es.data.term }]))
  const label = (category: string) => content.glossaryCategories.spanish.get(category) ?? category
  return terms.map(({ english, es }) => ({
    slug: es.slug,
    term: es.data.term,
    category: label(english.data.category),
    definition: blocksOf(es),
    practiceAreas: english.data.practiceAreas.flatMap((id) => areas.get(id) ?? []),
    related: english.data.relatedTerms.flatMap((slug) => listed.get(slug) ?? []),
  }))
})

export const spanishFaqGlossaryEntries = memoOnContent((content: Content): GlossaryEntryView[] =>
  spanishTerms(content, 'faq').map(({ es }) => ({ slug: es.slug, term: es.data.term, definition: blocksOf(es) })),
)

/** content/practice-areas.yaml in Spanish: each area's Spanish name and the Spanish page of its `path`. */
export const spanishPracticeAreas = memoOnContent((content: Content) =>
  content.practiceAreas.areas.map((area) => ({
    ...area,
    name: area.es?.name ?? area.name,
    path: spanishUrl(content, area.path),
  })),
)
