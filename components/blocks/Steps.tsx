import { Children, type ReactNode } from 'react'

/** Numbered steps: `<Steps><Step title="Call us">...</Step></Steps>`. Three steps share one row. */
export function Steps({ children }: { children: ReactNode }) {
  const columns = Children.count(children) === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4'
  return <ol className={`not-prose grid gap-6 ${columns} [counter-reset:step]`}>{children}</ol>
}

export function Step({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li className="relative rounded-xl bg-white p-6 pt-14 text-slate-800 shadow-sm ring-1 ring-slate-200 [counter-increment:step] before:absolute before:left-6 before:top-5 before:flex before:h-8 before:w-8 before:items-center before:justify-center before:rounded-full before:bg-gold-500 before:font-bold before:text-navy-950 before:content-[counter(step)]">
      <h3 className="font-serif text-lg font-bold text-navy-900">{title}</h3>
      <div className="mt-2 text-slate-700">{children}</div>
    </li>
  )
}
