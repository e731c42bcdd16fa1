import { useSiteFacts } from '../FactsContext.tsx'

/** `<FirmName />` in MDX: the firm's name from site.yaml (`short` for its short form). */
export function FirmName({ short = false }: { short?: boolean }) {
  const { site } = useSiteFacts()
  return <>{short ? site.shortName : site.name}</>
}
