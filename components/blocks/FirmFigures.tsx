import { getSite, yearsOfExperience } from '../../lib/content/index'

/** Firm figures for MDX, computed from site.yaml so every page shows the same ones. */
export function YearsOfExperience() {
  return <>{yearsOfExperience()}+</>
}

export function FoundingYear() {
  return <>{getSite().foundingYear}</>
}

export function FirmFigure({ name }: { name: 'recoveredTotal' | 'attorneyCount' | 'combinedYears' | 'officeCount' | 'rating' }) {
  const site = getSite()
  if (name === 'officeCount') return <>{site.offices.length}</>
  if (name === 'rating') return <>{site.rating.value.toFixed(1)}</>
  return <>{site[name]}</>
}
