import { useSiteFacts } from '../FactsContext.tsx'
import type { Site } from '../../lib/content/schema/collections.ts'

/** `<Email kind="privacy" />` in MDX: one of the firm's e-mail addresses from site.yaml, as a mail link. */
export function Email({ kind = 'info' }: { kind?: keyof Site['emails'] }) {
  const { emails } = useSiteFacts().site
  const address = emails[kind]
  if (!address)
    throw new Error(
      `<Email kind="${kind}"> names no e-mail address in content/site.yaml: use one of ${Object.keys(emails).join(', ')}.`,
    )
  return <a href={`mailto:${address}`}>{address}</a>
}
