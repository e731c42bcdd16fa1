/**
 * The preview of each Spanish collection, drawn as a Spanish page shows the entry: the Spanish
 * interface words and facts (the Spanish facts of lib/editor/previewFacts.ts). A translated attorney
 * or glossary term holds only its words: the rest (name, photo, extension; category, practice areas,
 * related terms) comes from the English entry it names, as on the Spanish pages.
 */
import { slugify } from '../../lib/text/slugify.ts'
import type { GlossaryTermView } from '../../lib/content/schema/listViewTypes.ts'
import type { ImmutableValue } from '../../lib/editor/decapTypes.ts'
import type { PreviewFacts } from '../../lib/editor/previewFactsShape.ts'
import { previewTextBlocks } from '../../lib/editor/previewBody.ts'
import { type Draw, drawAttorney, drawFaq, drawPage, EntryPreview, glossaryCard } from './previewTemplates.tsx'

const englishSlug = (data: Record<string, unknown>) => String(data.translationOf ?? '')

/** The attorney's facts as the Spanish attorneys page shows them, with the words being edited. */
const drawSpanishAttorney: Draw = (data, body, lineOffset, facts, all) => {
  const slug = englishSlug(data)
  const byFile = (list: typeof facts.facts.attorneys) => list.find((a) => a.file.endsWith(`/${slug}.mdx`))
  const shown = byFile(facts.facts.attorneys) ?? byFile(all.facts.attorneys)
  if (!shown)
    return {
      error: `Choose the English attorney this translates ("Translation of"): the preview shows their name and photo.`,
    }
  const { title, focusAreas, bio } = data
  return drawAttorney({ ...shown.data, title, focusAreas, bio }, body, lineOffset, facts, all)
}

/** The card's category, practice areas and related terms: the Spanish glossary's, else the English term's. */
function cardParts(slug: string, all: PreviewFacts): Pick<GlossaryTermView, 'category' | 'practiceAreas' | 'related'> {
  const spanish = all.spanish.facts
  const translated = spanish.glossary.terms.find((t) => t.slug === all.spanishTerms[slug])
  if (translated) return translated
  const english = all.facts.glossary.terms.find((t) => t.slug === slug)
  if (!english) return { category: '', practiceAreas: [], related: [] }
  const at = all.facts.glossary.categories.indexOf(english.category)
  return {
    category: spanish.glossary.categories[at] ?? english.category,
    practiceAreas: english.practiceAreas.map(
      (area) => spanish.practiceAreas[all.facts.practiceAreas.findIndex((a) => a.path === area.path)] ?? area,
    ),
    related: [],
  }
}

const drawSpanishTerm: Draw = (data, body, lineOffset, facts, all) => {
  const result = previewTextBlocks(body, lineOffset)
  if (!result.ok) return result
  const term = String(data.term ?? '')
  const view = { slug: slugify(term), term, definition: result.value, ...cardParts(englishSlug(data), all) }
  return glossaryCard(view, facts)
}

type TemplateProps = { entry: ImmutableValue }
export const SpanishPagePreview = ({ entry }: TemplateProps) => (
  <EntryPreview entry={entry} draw={drawPage} language="es" />
)
export const SpanishAttorneyPreview = ({ entry }: TemplateProps) => (
  <EntryPreview entry={entry} draw={drawSpanishAttorney} language="es" />
)
export const SpanishFaqPreview = ({ entry }: TemplateProps) => (
  <EntryPreview entry={entry} draw={drawFaq} language="es" />
)
export const SpanishGlossaryPreview = ({ entry }: TemplateProps) => (
  <EntryPreview entry={entry} draw={drawSpanishTerm} language="es" />
)
