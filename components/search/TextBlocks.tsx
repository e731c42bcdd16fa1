// biome-ignore-all lint/suspicious/noArrayIndexKey: an entry's paragraphs never reorder, and the same words may appear twice.
import type { HighlightQuery } from './highlight.ts'
import { Highlighted } from './Highlighted.tsx'
import type { TextBlock } from '../../lib/content/schema/listViewTypes.ts'

/** An answer or definition: its paragraphs and bulleted lists, with the query marked. */
export function TextBlocks({
  blocks,
  query = null,
  className = '',
}: {
  blocks: TextBlock[]
  query?: HighlightQuery | null
  className?: string
}) {
  return (
    <div className={`space-y-3 ${className}`}>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i}>
            <Highlighted text={block} query={query} />
          </p>
        ) : (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.map((item, j) => (
              <li key={j}>
                <Highlighted text={item} query={query} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
