/** Lookups over content/places.yaml: each id's name, region and link, and the JSON-LD names. */
import type { Places, Region } from './collections.ts'

export interface PlaceInfo {
  id: string
  name: string
  kind: 'region' | 'community' | 'landmark'
  /** The region that lists it (a region's own region is itself). */
  region: Region
}

/** Every id of places.yaml. A duplicate id keeps its first entry (checkPlaces reports the second). */
export function indexPlaces(places: Places): Map<string, PlaceInfo> {
  const index = new Map<string, PlaceInfo>()
  const add = (info: PlaceInfo) => {
    if (!index.has(info.id)) index.set(info.id, info)
  }
  for (const region of places.regions) {
    add({ id: region.id, name: region.name, kind: 'region', region })
    for (const p of region.communities) add({ id: p.id, name: p.name, kind: 'community', region })
    for (const p of region.landmarks) add({ id: p.id, name: p.name, kind: 'landmark', region })
  }
  return index
}

/** The JSON-LD `areaServed` names: every region, then the places the area cards name, once each. */
export function areaServedNames(places: Places): string[] {
  const index = indexPlaces(places)
  const ids = [...places.regions.map((r) => r.id), ...places.regions.flatMap((r) => r.card?.municipalities ?? [])]
  const names = ids.flatMap((id) => {
    const place = index.get(id)
    return place ? [`${place.name}, ${places.state}`] : []
  })
  return [...new Set(names)]
}

/** Places.yaml without regions: a content folder that names no places. */
export const noPlaces: Places = { state: 'NY', regions: [] }

/** Which places a badge list shows: a region's communities, or groups of ids with a link each. */
export interface PlaceSelection {
  region?: string
  /** `href` is where the group's badges link; default: the page of the region that lists each place. */
  groups?: { places: string[]; href?: string }[]
}

export interface PlaceBadge {
  label: string
  href?: string
}

/** The badges a selection shows, in order. Throws on an id places.yaml lacks (the content checks catch it first). */
export function placeBadges(places: Places, { region, groups = [] }: PlaceSelection): PlaceBadge[] {
  const index = indexPlaces(places)
  const find = (id: string) => {
    const place = index.get(id)
    if (!place) throw new Error(`Unknown place "${id}" (content/places.yaml).`)
    return place
  }
  const badge = (label: string, href: string | undefined): PlaceBadge => (href ? { label, href } : { label })
  if (region) {
    const { region: listed } = find(region)
    return listed.communities.map((p) => badge(p.name, listed.page))
  }
  return groups.flatMap((group) =>
    group.places.map((id) => {
      const place = find(id)
      return badge(place.name, group.href ?? place.region.page)
    }),
  )
}
