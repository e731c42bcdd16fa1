import type { ReactNode } from 'react'
import { ResultsDisclaimer } from './ResultsDisclaimer.tsx'

export interface ResultItem {
  amount: string
  title: string
  description?: string
}

const columnClasses = { 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }

/**
 * Case results as cards, always with the no-guarantee disclaimer under them.
 * `action` (e.g. a ButtonLink) is repeated under each card when given. Four results sit in one row unless `columns` says otherwise.
 */
export function Results({ items, action, columns }: { items: ResultItem[]; action?: ReactNode; columns?: 3 | 4 }) {
  return (
    <div className="not-prose">
      <ul className={`grid gap-6 ${columnClasses[columns ?? (items.length === 4 ? 4 : 3)]}`}>
        {items.map((item) => (
          <li
            key={item.amount + item.title}
            className="flex flex-col rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200"
          >
            <p className="font-serif text-3xl font-bold text-navy-900">{item.amount}</p>
            <h3 className="mt-2 text-lg font-semibold text-navy-800">{item.title}</h3>
            {item.description && <p className="mt-2 flex-1 text-slate-700">{item.description}</p>}
            {action && <div className="mt-4">{action}</div>}
          </li>
        ))}
      </ul>
      <ResultsDisclaimer className="mt-6" />
    </div>
  )
}
