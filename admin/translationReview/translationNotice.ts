/**
 * Where the editor tells the staff member what a save means for a Spanish file: a notice at the
 * bottom of the page that stays until it is closed (Decap's own messages vanish after a few
 * seconds, too soon for a file name to act on), read out by screen readers as it appears.
 */
import type { Notify } from '../../lib/editor/translationReviewEvents.ts'

export const showTranslationNotice: Notify = (message, tone) => {
  let box = document.querySelector<HTMLElement>('.translation-notice')
  if (!box) {
    box = document.createElement('div')
    box.className = 'translation-notice'
    box.setAttribute('role', 'status')
    const text = document.createElement('p')
    const close = document.createElement('button')
    close.type = 'button'
    close.textContent = 'Close'
    close.addEventListener('click', () => box?.remove())
    box.append(text, close)
    document.body.append(box)
  }
  box.dataset.tone = tone
  const text = box.querySelector('p')
  if (text) text.textContent = message
}
