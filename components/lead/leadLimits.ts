/**
 * How long each field may be. The service stores each in a text property of at most 65,536
 * characters; the shorter limits are what a real value needs: a name (100), a phone number with
 * country code and extension (40), an e-mail address (254, the longest that e-mail delivers).
 * The description goes into `message` after "Case Type: ...": 65,000 leaves room for that line.
 */
import type { LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'

export const MAX_LENGTH: Partial<Record<keyof LeadValues, number>> = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  email: 254,
}

export const DESCRIPTION_LIMIT = 65_000
/** The counter shows from here on (90 % of the limit). */
export const DESCRIPTION_COUNTER_FROM = 58_500

/** The counter's text near the limit: it changes only every 500 characters, so a screen reader does not read it on every keystroke. */
export function descriptionAnnouncement(length: number, words: { overLimit: string; charactersLeft: string }): string {
  const left = Math.ceil((DESCRIPTION_LIMIT - length) / 500) * 500
  // US English and US Spanish both write thousands with a comma.
  return length > DESCRIPTION_LIMIT
    ? words.overLimit
    : fillPlaceholders(words.charactersLeft, { count: left.toLocaleString('en-US') })
}
