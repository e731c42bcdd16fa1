import { memo } from 'react'
import type { HighlightQuery } from './highlight.ts'
import { Highlighted } from './Highlighted.tsx'
import { TextBlocks } from './TextBlocks.tsx'
import type { GlossaryEntryView } from '../../lib/content/schema/listViewTypes.ts'

/** The FAQ page's glossary: terms and their definitions as a description list. */
export function GlossaryEntryList({ entries, query }: { entries: GlossaryEntryView[]; query: HighlightQuery | null }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
      {entries.map((entry) => (
        <Entry key={entry.slug} entry={entry} query={query} />
      ))}
    </dl>
  )
}

/** Memoised: a keystroke that changes no marks (one letter) skips the entries still shown. */
const Entry = memo(function Entry({ entry, query }: { entry: GlossaryEntryView; query: HighlightQuery | null }) {
  return (
    <div className="px-5 py-4 [contain-intrinsic-block-size:auto_8rem] [content-visibility:auto]">
      <dt className="text-lg font-semibold text-navy-900">
        <Highlighted text={entry.term} query={query} />
      </dt>
      <dd className="mt-1 leading-relaxed text-slate-800">
        <TextBlocks blocks={entry.definition} query={query} />
      </dd>
    </div>
  )
})
