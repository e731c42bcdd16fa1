import type { ReactNode } from 'react'

/** A highlighted note (deadlines, warnings) inside a section, no wider than the reading measure. */
export function Notice({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="not-prose measure my-6 rounded-lg border-l-4 border-gold-500 bg-gold-300/20 p-5 text-slate-800">
      {title && <p className="font-semibold text-navy-900">{title}</p>}
      <div className="mt-1 [&_a]:underline">{children}</div>
    </div>
  )
}
