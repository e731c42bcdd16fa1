import type { ReactNode } from 'react'
import { useSiteFacts } from '../FactsContext.tsx'
import type { Site } from '../../lib/content/schema/collections.ts'
import { buttonBase, buttonStyles } from './ButtonLink.tsx'

/** `<EmailButton address="clients">Email Your Attorney</EmailButton>` in MDX: a mail link to one of site.yaml's addresses, styled as a button. */
export function EmailButton({
  address = 'info',
  variant = 'secondary',
  children,
}: {
  address?: keyof Site['emails']
  variant?: keyof typeof buttonStyles
  children?: ReactNode
}) {
  const email = useSiteFacts().site.emails[address]
  return (
    <a href={`mailto:${email}`} className={`${buttonBase} ${buttonStyles[variant]}`}>
      {children ?? email}
    </a>
  )
}
