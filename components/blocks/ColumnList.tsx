import type { ReactNode } from 'react'

const columnClasses = { 2: 'sm:columns-2', 3: 'sm:columns-2 lg:columns-3' }

/**
 * A long Markdown list flowed into columns on wider screens: `<ColumnList>` around a `- item` list.
 * Items are spaced with padding, not margins: a column break drops margins, so columns would start unevenly.
 */
export function ColumnList({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <div
      className={`gap-10 ${columnClasses[columns]} [&>ol]:my-0 [&>ul]:my-0 [&_li]:my-0 [&_li]:break-inside-avoid [&_li]:py-1`}
    >
      {children}
    </div>
  )
}
