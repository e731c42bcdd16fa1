import type { ReactNode } from 'react'
import { Icon } from './Icon.tsx'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * `<EmergencyNotice />` in MDX: "Call 911", shown boldly but not as a link. The firm's tel links
 * are all tagged for call tracking, and an emergency call is no lead; a 911 link is also the
 * kind of tap target that dials emergency services by accident.
 */
export function EmergencyNotice({ children }: { children?: ReactNode }) {
  const { blocks } = useSiteFacts().words
  return (
    <p className="inline-flex items-center gap-2 text-lg font-bold text-red-800">
      <Icon name="phone" className="size-5" />
      {children ?? blocks.call911}
    </p>
  )
}
