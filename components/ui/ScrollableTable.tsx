import type { ComponentProps } from 'react'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * A Markdown table in a box of its own that scrolls sideways when the table is wider than the
 * screen (large text on a phone), so the page never does. Words in it wrap only between words;
 * the box takes keyboard focus so it can be scrolled without a mouse.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  const { shell } = useSiteFacts().words
  return (
    // biome-ignore lint/a11y/useSemanticElements: kept a div so this change leaves the built HTML as it was; <section aria-label> would be the same region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to be scrolled from the keyboard (WCAG 2.1.1).
    <div role="region" aria-label={shell.table} tabIndex={0} className="overflow-x-auto wrap-normal">
      <table {...props} />
    </div>
  )
}
