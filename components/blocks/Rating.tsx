import { useSiteFacts } from '../FactsContext.tsx'
import { StarRating } from '../ui/StarRating.tsx'

/** `<Rating />`: the firm's rating from site.yaml, as stars and text. */
export function Rating() {
  const { rating } = useSiteFacts().site
  return (
    <span className="not-prose inline-flex items-center gap-2 font-semibold">
      <StarRating value={rating.value} />
      <span>{rating.label}</span>
    </span>
  )
}
