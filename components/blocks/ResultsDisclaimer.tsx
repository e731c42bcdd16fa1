import { RESULTS_DISCLAIMER } from '../../lib/content/schema/resultsDisclaimer.ts'

/** The no-guarantee line every section with dollar results or testimonials must show. */
export function ResultsDisclaimer({ className = '' }: { className?: string }) {
  return <p className={`text-sm italic opacity-80 ${className}`}>{RESULTS_DISCLAIMER}.</p>
}
