/** The FAQ and glossary entries as the components show them (server side: reads content). */
import { getFaq, getGlossary, getPracticeAreas } from './index.ts'
import type { FaqListName } from './schema/collections.ts'
import type { FaqItemView, GlossaryEntryView, GlossaryTermView, TextBlock } from './schema/listViewTypes.ts'

/** Read once with the entry (read/plainText.ts); the content checks report any problem in it. */
function blocksOf(entry: { plainText?: { blocks: TextBlock[] } }): TextBlock[] {
  return entry.plainText?.blocks ?? []
}

export function faqItems(list: FaqListName): FaqItemView[] {
  return getFaq(list).map((f) => ({ slug: f.slug, question: f.data.question, answer: blocksOf(f) }))
}

/** The terms of /legal-glossary, alphabetical, with their practice areas and related terms. */
export function glossaryTerms(): GlossaryTermView[] {
  const terms = getGlossary('legal-glossary')
  const areas = new Map(getPracticeAreas().map((a) => [a.id, { name: a.name, path: a.path }]))
  const names = new Map(terms.map((t) => [t.slug, t.data.term]))
  return terms.map((t) => ({
    slug: t.slug,
    term: t.data.term,
    category: t.data.category,
    definition: blocksOf(t),
    practiceAreas: t.data.practiceAreas.flatMap((id) => areas.get(id) ?? []),
    related: t.data.relatedTerms.flatMap((slug) => (names.has(slug) ? [{ slug, term: names.get(slug)! }] : [])),
  }))
}

/** The simple glossary of the FAQ page: term and definition, alphabetical. */
export function faqGlossaryEntries(): GlossaryEntryView[] {
  return getGlossary('faq').map((t) => ({ slug: t.slug, term: t.data.term, definition: blocksOf(t) }))
}
