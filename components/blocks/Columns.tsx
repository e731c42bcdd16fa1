import type { ReactNode } from 'react'

/** Two columns on wide screens, stacked on phones; each child is a column, its running text at the reading measure. */
export function Columns({ children, ratio = 'even' }: { children: ReactNode; ratio?: 'even' | 'wide-left' }) {
  return (
    <div
      className={`grid items-start gap-8 [&>*>:is(p,ul,ol)]:measure ${ratio === 'even' ? 'lg:grid-cols-2' : 'lg:grid-cols-[1.5fr_1fr]'}`}
    >
      {children}
    </div>
  )
}

/** A boxed panel inside a column, e.g. a facts panel or a checklist. */
export function Panel({ title, level = 3, children }: { title?: string; level?: 2 | 3; children?: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="not-prose rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200 [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul+p]:mt-3 [&_ul]:mt-2 [&_ul]:space-y-1 [&_a:not(.not-prose)]:text-navy-700 [&_a:not(.not-prose)]:underline">
      {title && <Heading className="mb-3 font-serif text-xl font-bold text-navy-900">{title}</Heading>}
      {children}
    </div>
  )
}
