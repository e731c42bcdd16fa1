import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { attorneyHref } from '../attorneys/attorneyHref.ts'
import { AttorneyCard } from '../attorneys/AttorneyCard.tsx'

/** `<Proof />`'s attorneys: each a small card linked to them, under its heading. */
export function ProofAttorneys({ attorneys }: { attorneys: AttorneyView[] }) {
  const { words, attorneysPage, photos } = useSiteFacts()
  if (attorneys.length === 0 || !attorneysPage) return null
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">{words.blocks.proofAttorneys}</h3>
      <ul className="mt-3 space-y-3">
        {attorneys.map((attorney) => (
          <AttorneyCard
            key={attorney.file}
            attorney={attorney}
            href={attorneyHref(attorneysPage, attorney)}
            photo={attorney.data.photo ? photos[attorney.data.photo] : undefined}
            Heading="h4"
            compact
          />
        ))}
      </ul>
    </div>
  )
}
