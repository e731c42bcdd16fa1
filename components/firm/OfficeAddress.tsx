import { getSite } from '../../lib/content/index'

/** `<OfficeAddress office="islandia" />` in MDX: an office's street address from site.yaml, on one line. */
export function OfficeAddress({ office }: { office: string }) {
  const offices = getSite().offices
  const found = offices.find((o) => o.id === office)
  if (!found) throw new Error(`<OfficeAddress office="${office}"> names no office in content/site.yaml: use one of ${offices.map((o) => o.id).join(', ')}.`)
  return <span>{found.street}, {found.city}, {found.state} {found.zip}</span>
}
