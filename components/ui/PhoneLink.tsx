import { Children, type ReactNode } from 'react'

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
      {keepNumberWhole(children ?? (extension ? `${phone.display} ext. ${extension}` : phone.display), phone.display)}
    </a>
  )
}

/** The number, wherever the link's words show it, on one line: "(800) 555-" never ends a line with "0199" on the next. */
function keepNumberWhole(children: ReactNode, display: string): ReactNode {
  return Children.map(children, (child) =>
    typeof child === 'string' && child.includes(display)
      ? child.split(display).flatMap((text, i) =>
          i === 0
            ? [text]
            : [
                <span key={`number-${i}`} className="whitespace-nowrap">
                  {display}
                </span>,
                text,
              ],
        )
      : child,
  )
}
