import { useSiteFacts } from '../FactsContext.tsx'
import { placeBadges, type PlaceSelection } from '../../lib/content/schema/places.ts'
import { Badges } from './Badges.tsx'

/**
 * Badges of places from content/places.yaml, by id: `region="nassau"` lists the region's
 * communities linking to its page; `groups={[{ places: [...], href: '/...' }]}` lists places
 * in groups, each group linking where its `href` says (default: the place's region page).
 */
export function PlaceBadges({ region, groups, label, max }: PlaceSelection & { label: string; max?: number }) {
  const items = placeBadges(useSiteFacts().places, { region, groups }).map((b) =>
    b.href ? { label: b.label, href: b.href } : b.label,
  )
  return <Badges items={items} max={max} label={label} />
}
