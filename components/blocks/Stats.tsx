import type { ReactNode } from 'react'

const columnClasses = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 md:grid-cols-4',
}

/** A row of big figures with labels: `<Stats><Stat value="24/7" label="Available" /></Stats>`. */
export function Stats({ columns = 4, children }: { columns?: keyof typeof columnClasses; children: ReactNode }) {
  return <dl className={`not-prose grid gap-4 ${columnClasses[columns]}`}>{children}</dl>
}

/** Below 375px (two to a row on a 320px phone) a figure such as "$500M+" gets a smaller size so it fits on one line. */
export function Stat({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 max-[23.4375rem]:px-4">
      <dt className="mt-1 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="font-serif text-3xl font-bold text-navy-900 max-[23.4375rem]:text-2xl">{value}</dd>
    </div>
  )
}
