import type { ComponentProps } from 'react'

/**
 * A Markdown table in a box of its own that scrolls sideways when the table is wider than the
 * screen (large text on a phone), so the page never does. Words in it wrap only between words;
 * the box takes keyboard focus so it can be scrolled without a mouse.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <div role="region" aria-label="Table" tabIndex={0} className="overflow-x-auto wrap-normal">
      <table {...props} />
    </div>
  )
}
