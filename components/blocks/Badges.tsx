import { fillParts } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

export type BadgeItem = string | { label: string; href: string }

/**
 * Place or topic badges, optionally links. With `max`, the first `max` show and a
 * "+N more" badge stands for the rest (it links to `moreHref` when given). The `!` classes keep
 * badges badge-shaped inside cards and panels, whose list and link styles reach every descendant.
 */
export function Badges({
  items,
  max,
  moreHref,
  label,
}: {
  items: BadgeItem[]
  max?: number
  moreHref?: string
  label?: string
}) {
  const shown = max ? items.slice(0, max) : items
  const hidden = items.length - shown.length
  const more = fillParts(useSiteFacts().words.blocks.moreBadges, { count: hidden })
  const style =
    'inline-flex min-h-9 items-center rounded-full bg-navy-50 px-3 text-sm font-medium text-navy-800! no-underline! ring-1 ring-navy-100'
  return (
    <ul className="not-prose flex flex-wrap gap-2" aria-label={label}>
      {shown.map((item) => {
        const text = typeof item === 'string' ? item : item.label
        return (
          <li key={text} className="my-0! ml-0! list-none!">
            {typeof item === 'string' ? (
              <span className={style}>{text}</span>
            ) : (
              <a href={item.href} className={`${style} underline-offset-2 hover:bg-navy-100 hover:underline!`}>
                {text}
              </a>
            )}
          </li>
        )
      })}
      {hidden > 0 && (
        <li className="my-0! ml-0! list-none!">
          {moreHref ? (
            <a href={moreHref} className={`${style} hover:underline!`}>
              {more}
            </a>
          ) : (
            <span className={style}>{more}</span>
          )}
        </li>
      )}
    </ul>
  )
}
