/** A small set of line icons for cards (decorative: hidden from assistive technology). */
import { iconPaths as paths } from './iconPaths.ts'
import type { IconName } from '../../lib/content/schema/componentValues.ts'

export type { IconName }

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  if (!Object.hasOwn(paths, name))
    throw new Error(`Unknown icon "${String(name)}". Use one of: ${Object.keys(paths).join(', ')}.`)
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  )
}
