import type { ReactNode } from 'react'
import { buttonBase } from './ButtonLink'

/**
 * `<EmergencyCallButton />` in MDX: a button that dials 911. Unlike the firm's numbers it is
 * not tagged for call tracking: an emergency call is not a lead and must not be counted as one.
 */
export function EmergencyCallButton({ children }: { children?: ReactNode }) {
  return (
    <a href="tel:911" className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}>
      {children ?? 'Call 911'}
    </a>
  )
}
