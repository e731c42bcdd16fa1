/** The messages of the specification's error catalogues (site-core 8, landing-pages 8), word for word. */
import type { ToastMessage } from '../ui/toast/toastStore.ts'

export const requiredFieldsMessage: ToastMessage = { tone: 'error', title: 'Please fill out all required fields' }

export const submitErrorMessage: ToastMessage = {
  tone: 'error',
  title: 'Error',
  description: 'There was a problem submitting your request. Please try calling us directly.',
}

/** `topic` is the form's: "case", "car accident case", "referral", "government claim case"... */
export function successMessage(topic: string): ToastMessage {
  return { tone: 'success', title: 'Thank you!', description: `We'll contact you within 24 hours to discuss your ${topic}.` }
}
