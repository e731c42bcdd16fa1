import { useSiteFacts } from '../FactsContext.tsx'
import { AttorneyProfile } from './AttorneyProfile.tsx'
import type { NameLevel } from './AttorneyBio.tsx'

/**
 * `<AttorneyList />` in MDX: a block per attorney (content/attorneys/), in their `order`, the
 * photo alternating left and right on wide screens. Names are h2 (`headingLevel={3}` inside a Section).
 */
export function AttorneyList({ headingLevel = 2 }: { headingLevel?: NameLevel }) {
  if (headingLevel !== 2 && headingLevel !== 3)
    throw new Error(`<AttorneyList headingLevel={${String(headingLevel)}}>: use 2, or 3 inside a <Section>.`)
  const { site, attorneys } = useSiteFacts()
  const phone = site.phones.main
  return (
    <div className="mx-auto max-w-7xl divide-y divide-slate-200 px-4 lg:px-6">
      {attorneys.map((attorney, i) => (
        <AttorneyProfile
          key={attorney.file}
          attorney={attorney}
          phone={phone}
          photoRight={i % 2 === 1}
          nameLevel={headingLevel}
        />
      ))}
    </div>
  )
}
