import type { ReactNode } from 'react'
import { findMarks, type HighlightQuery } from './highlight.ts'

/** A text with the query's matches in `<mark>`: built from text nodes, so typed text is never HTML. */
export function Highlighted({ text, query }: { text: string; query: HighlightQuery | null }) {
  const marks = query ? findMarks(text, query) : []
  if (!marks.length) return <>{text}</>
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of marks) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <mark key={start} className="rounded-sm bg-gold-300 px-0.5 text-navy-950">
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
