import type { ReactNode } from 'react'

/** A closing call to action: an h2, a line of text, and buttons (calls, case review, links). */
export function CtaBand({
  title,
  id,
  children,
  actions,
}: {
  title: string
  id?: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <section id={id} className="bg-navy-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center lg:px-6">
        <h2 className="text-3xl font-bold text-white">{title}</h2>
        {children && (
          <div className="measure mx-auto mt-4 space-y-3 text-lg text-slate-200 [&_a]:text-gold-300 [&_a]:underline">
            {children}
          </div>
        )}
        {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </section>
  )
}
