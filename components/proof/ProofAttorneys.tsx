import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { attorneyHref } from '../attorneys/attorneyHref.ts'
import { AttorneyPortrait } from '../attorneys/AttorneyPortrait.tsx'

/** `<Proof />`'s attorneys: portrait or initials, name (a link to them) and title. */
export function ProofAttorneys({ attorneys }: { attorneys: AttorneyView[] }) {
  const { words, attorneysPage, photos } = useSiteFacts()
  if (attorneys.length === 0) return null
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">{words.blocks.proofAttorneys}</h3>
      <ul className="mt-3 space-y-3">
        {attorneys.map((attorney) => (
          <li
            key={attorney.file}
            className="flex items-center gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
          >
            <div className="w-14 shrink-0">
              <AttorneyPortrait
                name={attorney.data.name}
                photo={attorney.data.photo ? photos[attorney.data.photo] : undefined}
                size="small"
              />
            </div>
            <div className="min-w-0">
              <p className="font-semibold">
                {attorneysPage ? (
                  <a href={attorneyHref(attorneysPage, attorney)} className="text-navy-700 underline">
                    {attorney.data.name}
                  </a>
                ) : (
                  attorney.data.name
                )}
              </p>
              <p className="text-sm text-slate-700">{attorney.data.title}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
