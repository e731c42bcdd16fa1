import { fillParts } from '../../lib/text/fillPlaceholders.ts'
import type { ReactNode } from 'react'
import { useSiteFacts } from '../FactsContext.tsx'
import type { Site } from '../../lib/content/schema/collections.ts'
import { PhoneLink } from './PhoneLink.tsx'
import { buttonBase, buttonStyles } from './ButtonLink.tsx'

type Line = keyof Site['phones']

/** `<PhoneLink />` in MDX: the firm's number from site.yaml (toll-free unless `line` names another: `main`, `fax`, `privacyOptOut`). */
export function SitePhoneLink({
  line = 'tollFree',
  extension,
  children,
}: {
  line?: Line
  extension?: string
  children?: ReactNode
}) {
  const { phones } = useSiteFacts().site
  const phone = phones[line]
  if (!phone)
    throw new Error(
      `<PhoneLink line="${line}"> names no phone in content/site.yaml: use one of ${Object.keys(phones).join(', ')}.`,
    )
  return (
    <PhoneLink phone={phone} extension={extension} className="font-semibold underline underline-offset-4">
      {children}
    </PhoneLink>
  )
}

/** `<CallButton />` in MDX: a call-now button with the firm's number (toll-free unless `line="main"`). */
export function CallButton({
  line = 'tollFree',
  variant = 'primary',
  children,
}: {
  line?: 'tollFree' | 'main'
  variant?: keyof typeof buttonStyles
  children?: ReactNode
}) {
  const { site, words } = useSiteFacts()
  const phone = site.phones[line]
  return (
    <PhoneLink phone={phone} className={`${buttonBase} ${buttonStyles[variant]}`}>
      {children ?? fillParts(words.shell.callPhone, { phone: phone.display })}
    </PhoneLink>
  )
}
