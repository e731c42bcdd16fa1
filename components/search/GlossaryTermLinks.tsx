import { memo, type MouseEvent } from 'react'
import type { GlossaryTermView } from '../../lib/content/schema/listViewTypes.ts'
import type { GlossarySearchWords } from './searchWords.ts'

const pill = 'inline-flex min-h-8 items-center rounded-full px-3 text-sm font-medium'

/** A term's practice areas (links to their pages) and related terms (links to their entries). Same for every query. */
export const GlossaryTermLinks = memo(function GlossaryTermLinks({
  term,
  words,
  onRelated,
}: {
  term: GlossaryTermView
  words: Pick<GlossarySearchWords, 'practiceAreas' | 'relatedTerms'>
  onRelated: (slug: string, event: MouseEvent) => void
}) {
  return (
    <dl className="mt-4 space-y-3 text-sm">
      {term.practiceAreas.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-700">{words.practiceAreas}</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {term.practiceAreas.map((area) => (
              <a
                key={area.path}
                href={area.path}
                className={`${pill} bg-gold-300/40 text-navy-950 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-navy-700`}
              >
                {area.name}
              </a>
            ))}
          </dd>
        </div>
      )}
      {term.related.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-700">{words.relatedTerms}</dt>
          <dd className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {term.related.map((related) => (
              <a
                key={related.slug}
                href={`#${related.slug}`}
                onClick={(event) => onRelated(related.slug, event)}
                className="inline-flex min-h-8 items-center font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900 focus-visible:outline-3 focus-visible:outline-navy-700"
              >
                {related.term}
              </a>
            ))}
          </dd>
        </div>
      )}
    </dl>
  )
})
