import { useSiteFacts } from '../FactsContext.tsx'
import { PostalAddress } from './PostalAddress.tsx'

/** `<OfficeAddress office="islandia" />` in MDX: an office's street address from site.yaml, on one line. */
export function OfficeAddress({ office }: { office: string }) {
  const { offices } = useSiteFacts().site
  const found = offices.find((o) => o.id === office)
  if (!found)
    throw new Error(
      `<OfficeAddress office="${office}"> names no office in content/site.yaml: use one of ${offices.map((o) => o.id).join(', ')}.`,
    )
  return (
    <span>
      <PostalAddress office={found} />
    </span>
  )
}
