import type { ReactNode } from 'react'
import type { ButtonVariant } from '../../lib/content/schema/componentValues.ts'

export const buttonStyles = {
  primary: 'bg-gold-500 text-navy-950 hover:bg-gold-400',
  secondary: 'bg-white text-navy-900 ring-1 ring-slate-300 hover:bg-slate-50',
  dark: 'bg-navy-900 text-white hover:bg-navy-800',
} satisfies Record<ButtonVariant, string>
export const buttonBase =
  'not-prose inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 font-semibold no-underline transition-colors'

/** A link styled as a button. */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string
  variant?: keyof typeof buttonStyles
  children: ReactNode
}) {
  return (
    <a href={href} className={`${buttonBase} ${buttonStyles[variant]}`}>
      {children}
    </a>
  )
}
