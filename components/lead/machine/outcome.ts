/**
 * What follows a send's result, and which message the visitor reads (in the words of the page's
 * language: leadMessages.ts). `sent`: thanks (the form resets only if it still shows that lead);
 * `offline`, `network` and `busy` keep the lead in the outbox, to go by itself, and say so only to
 * a visitor who pressed the button; `timeout` and `refused` say it failed, a refused field is marked.
 */
import type { LeadValues } from '../../../lib/content/schema/leadTypes.ts'
import type { ToastMessage } from '../../ui/toast/toastStore.ts'
import { offlineMessage, submitErrorMessage, successMessage, type LeadWords } from '../leadMessages.ts'
import type { LeadResult } from './ports.ts'

export type FieldErrors = Partial<Record<keyof LeadValues, string>>

export interface Outcome {
  /** The lead stays in the outbox. */
  keep: boolean
  /** When the kept lead may go again by itself (ms since 1970). */
  retryAt?: number
  /** The form shows the lead that went: it resets, and the view is told (a dialog closes). */
  done?: boolean
  message?: ToastMessage
  fieldErrors?: FieldErrors
  focus?: keyof LeadValues
}

export interface OutcomeTexts {
  words: LeadWords
  /** lead-forms.yaml's sentence after a send, and the form's topic for it. */
  thanks: string
  topic: string
  /** The number the offline message offers. */
  phone: string
}

/** `byHand`: the visitor pressed the button (not the outbox sending by itself); `showsThisLead`: the form still shows the lead's values. */
export function outcomeOf(result: LeadResult, byHand: boolean, showsThisLead: boolean, texts: OutcomeTexts): Outcome {
  const { words } = texts
  switch (result.kind) {
    case 'sent':
      return { keep: false, done: showsThisLead, message: successMessage(words, texts.thanks, texts.topic) }
    case 'offline':
      return { keep: true, message: byHand ? offlineMessage(words, texts.phone) : undefined }
    case 'network':
    case 'busy':
      return {
        keep: true,
        retryAt: result.kind === 'busy' ? result.at : undefined,
        message: byHand ? submitErrorMessage(words) : undefined,
      }
    case 'refused':
      if (result.fields.length)
        return {
          keep: false,
          message: submitErrorMessage(words),
          fieldErrors: Object.fromEntries(result.fields.map((f) => [f, words.refusedField])),
          focus: byHand ? result.fields[0] : undefined,
        }
  }
  return { keep: false, message: submitErrorMessage(words) }
}
