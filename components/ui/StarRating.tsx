// biome-ignore-all lint/suspicious/noArrayIndexKey: the stars are alike and never reorder; their place is their identity.
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/** Stars with a text equivalent for screen readers. */
export function StarRating({
  value,
  outOf = 5,
  className = 'text-gold-500',
}: {
  value: number
  outOf?: number
  className?: string
}) {
  const { blocks } = useSiteFacts().words
  return (
    <span
      className={`inline-flex gap-0.5 ${className}`}
      role="img"
      aria-label={fillPlaceholders(blocks.stars, { value, outOf })}
    >
      {Array.from({ length: outOf }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          fill={i < Math.round(value) ? 'currentColor' : 'none'}
          stroke="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  )
}
