import { getSite } from '../../lib/content/index'

/** `<FirmName />` in MDX: the firm's name from site.yaml (`short` for its short form). */
export function FirmName({ short = false }: { short?: boolean }) {
  const site = getSite()
  return <>{short ? site.shortName : site.name}</>
}
