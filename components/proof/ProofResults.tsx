import type { CaseResult } from '../../lib/content/schema/proofSchemas.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { ResultsDisclaimer } from '../blocks/ResultsDisclaimer.tsx'

/** `<Proof />`'s results: amount and kind of case, one a row, with the no-guarantee disclaimer under them. */
export function ProofResults({ items }: { items: CaseResult[] }) {
  const { words } = useSiteFacts()
  if (items.length === 0) return null
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">{words.blocks.proofResults}</h3>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white px-5 shadow-sm ring-1 ring-slate-200">
        {items.map((item) => (
          <li key={item.id} className="py-3">
            <p className="font-serif text-2xl font-bold text-navy-900">{item.amount}</p>
            <p className="font-semibold text-navy-800">{item.title}</p>
            {item.description && <p className="mt-1 text-sm text-slate-700">{item.description}</p>}
          </li>
        ))}
      </ul>
      <ResultsDisclaimer className="mt-3" />
    </div>
  )
}
