import { Children, Fragment, type ReactNode } from 'react'

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

/**
 * The number, wherever the link's words show it, on one line: "(800) 555-" never ends a line with
 * "0199" on the next. The words around it stay one piece with it (one flex item in a button).
 * An inline block, not `nowrap`: the number moves to the next line whole, and breaks inside only
 * when it alone is wider than the line (text at 200% on a phone), so it never pushes the page wider.
 */
function keepNumberWhole(children: ReactNode, display: string): ReactNode {
  // Words filled in from a template arrive as pieces ("Call ", "(800) 555-0199"): read them as one text.
  const pieces = Children.toArray(children)
  const text = pieces.every((piece) => typeof piece === 'string') ? pieces.join('') : children
  return Children.map(text, (child) => {
    if (typeof child !== 'string' || !child.includes(display)) return child
    const [first, ...rest] = child.split(display)
    return (
      <span>
        {first}
        {rest.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string, never reordered.
          <Fragment key={i}>
            <span className="inline-block">{display}</span>
            {text}
          </Fragment>
        ))}
      </span>
    )
  })
}
