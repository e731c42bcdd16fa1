import { useSiteFacts } from '../FactsContext.tsx'

/** Firm figures for MDX, computed from site.yaml so every page shows the same ones. */
export function YearsOfExperience() {
  return <>{useSiteFacts().yearsOfExperience}+</>
}

export function FoundingYear() {
  return <>{useSiteFacts().site.foundingYear}</>
}

export function FirmFigure({
  name,
}: {
  name: 'recoveredTotal' | 'attorneyCount' | 'combinedYears' | 'officeCount' | 'rating'
}) {
  const { site } = useSiteFacts()
  if (name === 'officeCount') return <>{site.offices.length}</>
  if (name === 'rating') return <>{site.rating.value.toFixed(1)}</>
  return <>{site[name]}</>
}
