import { memo, type MouseEvent } from 'react'
import type { HeadingLevel } from './FaqAccordion.tsx'
import { GlossaryTermLinks } from './GlossaryTermLinks.tsx'
import type { HighlightQuery } from './highlight.ts'
import { Highlighted } from './Highlighted.tsx'
import { TextBlocks } from './TextBlocks.tsx'
import type { GlossaryTermView } from '../../lib/content/schema/listViewTypes.ts'
import type { GlossarySearchWords } from './searchWords.ts'

/**
 * One term of /legal-glossary: its anchor (`#slug`), category, definition, practice areas and
 * related terms. Memoised: a keystroke that changes no marks (one letter, a category) skips it.
 */
export const GlossaryTermCard = memo(function GlossaryTermCard({
  term,
  headingLevel,
  query,
  words,
  onRelated,
}: {
  term: GlossaryTermView
  headingLevel: HeadingLevel
  query: HighlightQuery | null
  words: GlossarySearchWords
  onRelated: (slug: string, event: MouseEvent) => void
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      id={term.slug}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6 shadow-sm [contain-intrinsic-block-size:auto_22rem] [content-visibility:auto] target:ring-3 target:ring-gold-400"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading className="text-xl font-bold text-navy-900">
          <Highlighted text={term.term} query={query} />
        </Heading>
        <p className="inline-flex min-h-8 items-center rounded-full bg-navy-100 px-3 text-sm font-medium text-navy-900">
          <span className="sr-only">{`${words.category}: `}</span>
          {term.category}
        </p>
      </div>
      <TextBlocks blocks={term.definition} query={query} className="mt-3 leading-relaxed text-slate-800" />
      <GlossaryTermLinks term={term} words={words} onRelated={onRelated} />
    </article>
  )
})
