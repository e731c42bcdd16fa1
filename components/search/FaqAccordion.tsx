import type { HighlightQuery } from './highlight.ts'
import { Highlighted } from './Highlighted.tsx'
import { TextBlocks } from './TextBlocks.tsx'
import type { FaqItemView } from '../../lib/content/schema/listViewTypes.ts'

export type HeadingLevel = 2 | 3 | 4

/**
 * Questions and answers as `<details name>`: the browser keeps at most one open and closes the
 * open one when it is chosen again, with no JavaScript. Each question is a heading inside its
 * `<summary>` at the level the page's outline needs.
 */
export function FaqAccordion({
  items,
  group,
  headingLevel = 3,
  query = null,
}: {
  items: FaqItemView[]
  group: string
  headingLevel?: HeadingLevel
  query?: HighlightQuery | null
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="not-prose divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white text-left text-slate-800 shadow-sm">
      {items.map((item) => (
        <details key={item.slug} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 hover:bg-navy-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-navy-700 [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-semibold text-navy-900">
              <Highlighted text={item.question} query={query} />
            </Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180"
            >
              <path
                fillRule="evenodd"
                d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </summary>
          <TextBlocks blocks={item.answer} query={query} className="px-5 pb-5 leading-relaxed" />
        </details>
      ))}
    </div>
  )
}
