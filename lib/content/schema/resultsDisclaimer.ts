/** The sentence every dollar result needs in its section (NY Rule 7.1(e)): the results block shows it, the check asks for it. */
import type { Language } from './language.ts'

export type { Language }

export const RESULTS_DISCLAIMER = 'Prior results do not guarantee a similar outcome'

/** The same sentence on a Spanish page. */
export const RESULTS_DISCLAIMER_ES = 'Los resultados anteriores no garantizan un resultado similar'

export function resultsDisclaimer(language: Language): string {
  return language === 'es' ? RESULTS_DISCLAIMER_ES : RESULTS_DISCLAIMER
}

/** New York's label on every page of a lawyer's site (Rule 7.1(f)); a Spanish page shows it in English and in Spanish. */
export const ATTORNEY_ADVERTISING = 'Attorney Advertising'
