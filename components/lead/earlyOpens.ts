/**
 * A case-review button is plain HTML, so until its dialog island has loaded (on a slow phone,
 * a second or more after the page shows) a tap on it would do nothing. The island script's
 * entry remembers such a tap on the button itself (`data-pending`); the dialogs open it as soon
 * as they are ready (components/lead/CaseReviewDialogs.tsx). Only the last tap counts.
 */
/** A case-review button (components/lead/CaseReviewButton.tsx), which names the dialog it opens. */
export const CASE_REVIEW_BUTTON = '[data-open-form]'

export function rememberEarlyOpens(): void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(CASE_REVIEW_BUTTON) : null
    if (!button) return
    if (button.dataset.ready !== undefined) {
      document.removeEventListener('click', onClick)
      return
    }
    for (const other of document.querySelectorAll<HTMLElement>(`${CASE_REVIEW_BUTTON}[data-pending]`))
      delete other.dataset.pending
    button.dataset.pending = ''
  }
  document.addEventListener('click', onClick)
}

/** The button tapped before the dialogs were ready, if any (and forgets it). */
export function takeEarlyOpen(): HTMLElement | null {
  const button = document.querySelector<HTMLElement>(`${CASE_REVIEW_BUTTON}[data-pending]`)
  if (button) delete button.dataset.pending
  return button
}
