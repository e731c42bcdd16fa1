/** The messages of the specification's error catalogues (site-core 8, landing-pages 8), word for word, and the offline text. */
import type { ToastMessage } from '../ui/toast/toastStore.ts'

export const requiredFieldsMessage: ToastMessage = { tone: 'error', title: 'Please fill out all required fields' }

export const submitErrorMessage: ToastMessage = {
  tone: 'error',
  title: 'Error',
  description: 'There was a problem submitting your request. Please try calling us directly.',
}

/** The browser is offline, or the connection failed: the lead waits in the outbox. */
export function offlineMessage(phone: string): ToastMessage {
  return {
    tone: 'error',
    title: 'You seem to be offline.',
    description: `We will send your request as soon as your connection is back, while this page is open, or call us now at ${phone}.`,
  }
}

/**
 * `thanks` is lead-forms.yaml's sentence ("We'll contact you within 24 hours to discuss your {topic}.");
 * `topic` is the form's: "case", "car accident case", "referral", "government claim case"...
 */
export function successMessage(thanks: string, topic: string): ToastMessage {
  return { tone: 'success', title: 'Thank you!', description: thanks.replaceAll('{topic}', topic) }
}

/** Beside a field the form service refused (a 400 naming it); the field's label says which. */
export const refusedFieldText = 'Our form service did not accept this. Please check it and try again.'

export const descriptionTooLongText = 'Please shorten the description to 65,000 characters or fewer.'
