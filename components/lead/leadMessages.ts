/** The messages a lead form shows, in the words of its page's language (content/interface.yaml `lead:`). */
import type { InterfaceWords } from '../../lib/content/schema/interfaceKeys.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import type { ToastMessage } from '../ui/toast/toastStore.ts'

/**
 * The words a lead form island is given: labels, buttons, messages. Not the opening button's (plain
 * HTML), nor a form's default title and send button (already in the form's settings).
 */
export type LeadWords = Omit<InterfaceWords['lead'], 'openButton' | 'formTitle' | 'submitLabel'>

/** The lead words an island carries in its props. */
export function leadFormWords({
  openButton: _,
  formTitle: _t,
  submitLabel: _s,
  ...words
}: InterfaceWords['lead']): LeadWords {
  return words
}

export const requiredFieldsMessage = (words: LeadWords): ToastMessage => ({
  tone: 'error',
  title: words.requiredTitle,
  dismissLabel: words.dismiss,
})

export const submitErrorMessage = (words: LeadWords): ToastMessage => ({
  tone: 'error',
  title: words.errorTitle,
  description: words.errorText,
  dismissLabel: words.dismiss,
})

/** The browser is offline, or the connection failed: the lead waits in the outbox. */
export function offlineMessage(words: LeadWords, phone: string): ToastMessage {
  return {
    tone: 'error',
    title: words.offlineTitle,
    description: fillPlaceholders(words.offlineText, { phone }),
    dismissLabel: words.dismiss,
  }
}

/**
 * `thanks` is lead-forms.yaml's sentence ("We'll contact you within 24 hours to discuss your {topic}.");
 * `topic` is the form's: "case", "car accident case", "referral", "government claim case"...
 */
export function successMessage(words: LeadWords, thanks: string, topic: string): ToastMessage {
  return {
    tone: 'success',
    title: words.thanksTitle,
    description: thanks.replaceAll('{topic}', topic),
    dismissLabel: words.dismiss,
  }
}
