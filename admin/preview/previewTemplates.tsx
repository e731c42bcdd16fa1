/**
 * The preview of each collection, drawn by the site's components from the unsaved entry (Decap
 * hands the template the entry at each keystroke): a page's body as its page shows it, an
 * attorney's block as the attorneys page shows it, an FAQ entry as the FAQ accordion shows it, a
 * glossary term as its card on /legal-glossary. A body is compiled only once it passes the body
 * checks (lib/editor/previewBody.ts); otherwise the problems are shown.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { AttorneyProfile } from '../../components/attorneys/AttorneyProfile.tsx'
import { FaqAccordion } from '../../components/search/FaqAccordion.tsx'
import { GlossaryTermCard } from '../../components/search/GlossaryTermCard.tsx'
import { glossarySearchWords } from '../../components/search/searchWords.ts'
import { mdxComponents } from '../../components/mdx.ts'
import type {
  AttorneyFrontmatter,
  FaqFrontmatter,
  GlossaryFrontmatter,
  PageFrontmatter,
} from '../../lib/content/schema/collections.ts'
import type { LeadFormVariant } from '../../lib/content/schema/leadForm.ts'
import { resolvePageForms } from '../../lib/content/schema/resolveLeadForm.ts'
import { slugify } from '../../lib/text/slugify.ts'
import { entryBodyLineOffset } from '../../lib/editor/bodyLines.ts'
import { BODY_FIELD } from '../../lib/editor/contentFormats.ts'
import type { ImmutableValue } from '../../lib/editor/decapTypes.ts'
import { previewMdxBody, previewTextBlocks } from '../../lib/editor/previewBody.ts'
import { factsIn, type LanguageFacts, type PreviewFacts } from '../../lib/editor/previewFactsShape.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import type { GlossaryTermView } from '../../lib/content/schema/listViewTypes.ts'
import { PreviewFrame, type FrameContent } from './PreviewFrame.tsx'
import { photoUrl } from '../photoField/photoUrl.ts'
import { openDetails, siteMarkup, type Rendered } from './siteMarkup.tsx'
import { usePreviewFacts } from './usePreviewFacts.ts'

/** Draws an entry with the facts of its language (`all`: both languages', for what a translation takes from its English entry). */
export type Draw = (
  data: Record<string, unknown>,
  body: string,
  lineOffset: number,
  facts: LanguageFacts,
  all: PreviewFacts,
) => FrameContent

const ignore = () => undefined
/** The key the entry being edited has among the bodies (AttorneyBio asks for its body by file). */
const EDITED = '(the entry being edited)'

const shown = (rendered: Rendered, transform = (markup: string) => markup): FrameContent =>
  'markup' in rendered ? { markup: transform(rendered.markup) } : rendered

/** Draws the entry Decap hands a preview template with `draw`, once the site's facts are loaded. */
export function EntryPreview({
  entry,
  draw,
  language = 'en',
}: {
  entry: ImmutableValue
  draw: Draw
  language?: Language
}) {
  const factsState = usePreviewFacts()
  // Typing stays quick on a long page: React draws the preview when the editor pauses.
  const deferred = useDeferredValue(entry)
  const content = useMemo((): FrameContent => {
    if (!factsState) return undefined
    if ('error' in factsState) return factsState
    const data = ((deferred.get('data') as ImmutableValue | undefined)?.toJS() ?? {}) as Record<string, unknown>
    const body = typeof data[BODY_FIELD] === 'string' ? data[BODY_FIELD] : ''
    const all = factsState.facts
    const drawn = draw(data, body, entryBodyLineOffset(deferred), factsIn(all, language), all)
    return drawn && 'markup' in drawn ? { ...drawn, lang: language } : drawn
  }, [deferred, factsState, draw, language])
  return <PreviewFrame content={content} />
}

export const drawPage: Draw = (data, body, lineOffset, facts) => {
  const page = data as Partial<PageFrontmatter>
  const result = previewMdxBody(body, { lineOffset })
  if (!result.ok) return result
  const Body = result.value
  const forms = resolvePageForms(
    (page.forms ?? {}) as Record<string, LeadFormVariant & { variant?: string }>,
    facts.leadForms,
    ignore,
  ).forms
  return shown(
    siteMarkup(
      <main className="wrap-anywhere">
        <Body components={mdxComponents} />
      </main>,
      facts,
      { forms },
    ),
  )
}

export const drawAttorney: Draw = (data, body, lineOffset, facts) => {
  const attorney = data as AttorneyFrontmatter
  const result = previewMdxBody(body, { credentials: facts.facts.language, lineOffset })
  if (!result.ok) return result
  const view = { file: EDITED, anchor: slugify(String(attorney.name ?? '')), data: attorney }
  return shown(
    siteMarkup(
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <AttorneyProfile attorney={view} phone={facts.facts.site.phones.main} photoRight={false} nameLevel={2} />
      </div>,
      facts,
      { bodies: { [EDITED]: result.value } },
    ),
    openDetails,
  )
}

export const drawFaq: Draw = (data, body, lineOffset, facts) => {
  const faq = data as Partial<FaqFrontmatter>
  const result = previewTextBlocks(body, lineOffset)
  if (!result.ok) return result
  const item = { slug: 'preview', question: String(faq.question ?? ''), answer: result.value }
  return shown(
    siteMarkup(
      <div className="mx-auto max-w-3xl px-4 py-10">
        <FaqAccordion items={[item]} group="preview" headingLevel={2} />
      </div>,
      facts,
    ),
    openDetails,
  )
}

const drawGlossary: Draw = (data, body, lineOffset, facts) => {
  const term = data as Partial<GlossaryFrontmatter>
  const result = previewTextBlocks(body, lineOffset)
  if (!result.ok) return result
  const { glossary, practiceAreas } = facts.facts
  // Related terms by their names, as the glossary shows them (a term not yet saved has none to show).
  const names = new Map([...glossary.terms, ...glossary.faq].map((t) => [t.slug, t.term]))
  const view = {
    slug: slugify(String(term.term ?? '')),
    term: String(term.term ?? ''),
    category: String(term.category ?? ''),
    definition: result.value,
    practiceAreas: (term.practiceAreas ?? []).flatMap((id) => {
      const area = practiceAreas.find((a) => a.id === id)
      return area ? [{ name: area.name, path: area.path }] : []
    }),
    related: (term.relatedTerms ?? []).flatMap((slug) =>
      names.has(slug) ? [{ slug, term: names.get(slug) as string }] : [],
    ),
  }
  return glossaryCard(view, facts)
}

/** A glossary term's card as the glossary page shows it. */
export function glossaryCard(view: GlossaryTermView, facts: LanguageFacts): FrameContent {
  return shown(
    siteMarkup(
      <div className="mx-auto max-w-3xl px-4 py-10">
        <GlossaryTermCard
          term={view}
          headingLevel={2}
          query={null}
          words={glossarySearchWords(facts.facts.words)}
          onRelated={ignore}
        />
      </div>,
      facts,
    ),
  )
}

type TemplateProps = { entry: ImmutableValue }
export const PagePreview = ({ entry }: TemplateProps) => <EntryPreview entry={entry} draw={drawPage} />

/** What Decap also hands a template: its assets by path (an unsaved upload is a blob) and the collection's fields. */
type AssetProps = {
  getAsset?: (path: string, field: unknown) => { toString(): string }
  fields?: { find(test: (field: ImmutableValue) => boolean): ImmutableValue | undefined }
}

/** The attorney's photo is a name inside content/images/; the preview shows the file Decap holds for it. */
export function AttorneyPreview({ entry, getAsset, fields }: TemplateProps & AssetProps) {
  const photo = (entry.get('data') as ImmutableValue | undefined)?.get('photo')
  const [url, setUrl] = useState('')
  // After rendering: asking Decap for a file it has not loaded yet starts loading it (a store update).
  useEffect(() => {
    const field = fields?.find((f) => f.get('name') === 'photo')
    setUrl(getAsset ? photoUrl(photo, entry, () => getAsset(String(photo), field)) : '')
  }, [photo, entry, getAsset, fields])
  const draw = useMemo<Draw>(
    () => (data, body, lineOffset, facts, all) =>
      drawAttorney({ ...data, photo: url || undefined }, body, lineOffset, facts, all),
    [url],
  )
  return <EntryPreview entry={entry} draw={draw} />
}
export const FaqPreview = ({ entry }: TemplateProps) => <EntryPreview entry={entry} draw={drawFaq} />
export const GlossaryPreview = ({ entry }: TemplateProps) => <EntryPreview entry={entry} draw={drawGlossary} />
