/** The legal-advertising rule for dollar results (NY Rule 7.1(e)): which figures are results; the sentence they need is schema/resultsDisclaimer.ts. */

const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(million|billion|M|B|K)?\+?/g

/** Dollar figures of $100,000 or more in a text: the size of a case result, not of a fee or an insurance minimum. */
export function findResultAmounts(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(AMOUNT)) {
    const base = Number((m[1] ?? '0').replace(/,/g, ''))
    const unit = m[2]?.toLowerCase()
    const factor =
      unit === 'million' || unit === 'm' ? 1e6 : unit === 'billion' || unit === 'b' ? 1e9 : unit === 'k' ? 1e3 : 1
    if (base * factor >= 100_000) found.push(m[0].trim())
  }
  return found
}
