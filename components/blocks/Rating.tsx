import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { StarRating } from '../ui/StarRating.tsx'

/**
 * `<Rating />`: the firm's rating from site.yaml, as stars and text. It names where the rating comes
 * from and how many reviews it averages only when site.yaml gives both (`source`, `count`): otherwise
 * it claims no more than its label.
 */
export function Rating() {
  const { site, words, language } = useSiteFacts()
  const { label, source, count } = site.rating
  const shownCount = count?.toLocaleString(language === 'es' ? 'es-US' : 'en-US')
  const text =
    source && shownCount ? fillPlaceholders(words.blocks.ratingFrom, { label, count: shownCount, source }) : label
  return (
    <span className="not-prose inline-flex flex-wrap items-center gap-2 font-semibold">
      <StarRating value={site.rating.value} />
      <span>{text}</span>
    </span>
  )
}
