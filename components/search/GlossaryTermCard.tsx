import type { MouseEvent } from 'react'
import type { HeadingLevel } from './FaqAccordion'
import type { HighlightQuery } from './highlight'
import { Highlighted } from './Highlighted'
import { TextBlocks } from './TextBlocks'
import type { GlossaryTermView } from './types'

const pill = 'inline-flex min-h-8 items-center rounded-full px-3 text-sm font-medium'

/** One term of /legal-glossary: its anchor (`#slug`), category, definition, practice areas and related terms. */
export function GlossaryTermCard({ term, headingLevel, query, onRelated }: { term: GlossaryTermView; headingLevel: HeadingLevel; query: HighlightQuery | null; onRelated: (slug: string, event: MouseEvent) => void }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article id={term.slug} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6 shadow-sm target:ring-3 target:ring-gold-400">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading className="text-xl font-bold text-navy-900"><Highlighted text={term.term} query={query} /></Heading>
        <p className={`${pill} bg-navy-100 text-navy-900`}><span className="sr-only">Category: </span>{term.category}</p>
      </div>
      <TextBlocks blocks={term.definition} query={query} className="mt-3 leading-relaxed text-slate-800" />
      <dl className="mt-4 space-y-3 text-sm">
        {term.practiceAreas.length > 0 && (
          <div>
            <dt className="font-semibold text-slate-700">Practice areas</dt>
            <dd className="mt-1 flex flex-wrap gap-2">
              {term.practiceAreas.map((area) => (
                <a key={area.path} href={area.path} className={`${pill} bg-gold-300/40 text-navy-950 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-navy-700`}>{area.name}</a>
              ))}
            </dd>
          </div>
        )}
        {term.related.length > 0 && (
          <div>
            <dt className="font-semibold text-slate-700">Related terms</dt>
            <dd className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {term.related.map((related) => (
                <a key={related.slug} href={`#${related.slug}`} onClick={(event) => onRelated(related.slug, event)} className="inline-flex min-h-8 items-center font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-navy-700">
                  {related.term}
                </a>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </article>
  )
}
