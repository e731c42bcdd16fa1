import { resultsDisclaimer } from '../../lib/content/schema/resultsDisclaimer.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/** The no-guarantee line every section with dollar results or testimonials must show. */
export function ResultsDisclaimer({ className = '' }: { className?: string }) {
  const { language } = useSiteFacts()
  return <p className={`text-sm italic opacity-80 ${className}`}>{resultsDisclaimer(language)}.</p>
}
