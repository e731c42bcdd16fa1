import type { ReactNode } from 'react'
import { Icon, type IconName } from '../ui/Icon.tsx'
import { useSiteFacts } from '../FactsContext.tsx'

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }

/** A grid of `<Card>`s. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return <div className={`not-prose grid gap-6 ${columnClasses[columns]}`}>{children}</div>
}

/**
 * A card with an h3 title, Markdown body, and an optional link. `linkLabel` is the visible
 * text; the link's accessible name adds the card title so "Learn More" says where it goes.
 * `actions` (buttons such as a CallButton) sit at the foot of the card, outside the body's link styling.
 */
export function Card({
  title,
  href,
  linkLabel,
  icon,
  actions,
  children,
}: {
  title: string
  href?: string
  linkLabel?: string
  icon?: IconName
  actions?: ReactNode
  children?: ReactNode
}) {
  const { blocks } = useSiteFacts().words
  return (
    <article className="not-prose flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {icon && <Icon name={icon} className="mb-4 h-10 w-10 rounded-lg bg-navy-50 p-2 text-navy-700" />}
      <h3 className="font-serif text-xl font-bold text-navy-900">{title}</h3>
      <div className="mt-3 flex-1 text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1 [&_a]:text-navy-700 [&_a]:underline">
        {children}
      </div>
      {href && (
        <a href={href} className="mt-5 inline-block font-semibold text-navy-700 underline-offset-4 hover:underline">
          {linkLabel ?? blocks.learnMore}
          <span className="sr-only">{`: ${title}`}</span>
          <span aria-hidden="true"> →</span>
        </a>
      )}
      {actions && <div className="mt-5 flex flex-wrap gap-3">{actions}</div>}
    </article>
  )
}
