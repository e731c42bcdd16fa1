import { DESCRIPTION_COUNTER_FROM, descriptionAnnouncement } from './leadLimits.ts'
import type { LeadWords } from './leadMessages.ts'

export const counterId = (id: string) => `${id}-count`

/**
 * Near the description's limit, under the box (which names it in aria-describedby): how much is
 * left, in steps of 500 so that the polite announcement is not read on every keystroke.
 */
export function DescriptionCounter({ id, length, words }: { id: string; length: number; words: LeadWords }) {
  return (
    <p id={counterId(id)} aria-live="polite" className="mt-1 text-right text-xs text-slate-700">
      {length >= DESCRIPTION_COUNTER_FROM && descriptionAnnouncement(length, words)}
    </p>
  )
}
