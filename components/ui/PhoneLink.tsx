import type { ReactNode } from 'react'

export interface Phone {
  display: string
  tel: string
}

/** A tap-to-call link, tagged `data-call-tracking` so the marketing team's call tracking counts it. */
export function PhoneLink({
  phone,
  extension,
  className,
  children,
  label,
}: {
  phone: Phone
  extension?: string
  className?: string
  children?: ReactNode
  label?: string
}) {
  const href = `tel:${phone.tel}${extension ? `,${extension}` : ''}`
  return (
    <a href={href} data-call-tracking="" className={className} aria-label={label}>
      {children ?? (extension ? `${phone.display} ext. ${extension}` : phone.display)}
    </a>
  )
}
