import { useEffect, useRef, useState } from 'react'
import type { LeadFormConfig, LeadNotice } from '../../lib/content/schema/leadTypes.ts'
import { CaseReviewDialog } from './CaseReviewDialog.tsx'
import { CASE_REVIEW_BUTTON, takeEarlyOpen } from './earlyOpens.ts'
import type { LeadWords } from './leadMessages.ts'

export interface CaseReviewDialogsProps {
  forms: LeadFormConfig[]
  /** As CaseReviewForm (CaseReviewFields.tsx). */
  phone: string
  notice: LeadNotice
  /** lead-forms.yaml `thanks` (as CaseReviewForm, CaseReviewFields.tsx). */
  thanks: string
  /** As CaseReviewForm (CaseReviewFields.tsx). */
  words: LeadWords
}

/**
 * The island holding the page's case-review dialogs, one per form name. The page's
 * <CaseReviewButton>s are plain server-rendered buttons: one click listener on the document
 * opens the dialog a button names (`data-open-form`), however many buttons share it.
 */
export function CaseReviewDialogs({ forms, phone, notice, thanks, words }: CaseReviewDialogsProps) {
  const [open, setOpen] = useState<{ form: string; caseType?: string } | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const openFrom = (button: HTMLElement | null | undefined) => {
      const form = button?.dataset.openForm
      if (!button || !form || !forms.some((f) => f.name === form)) return
      opener.current = button
      setOpen({ form, caseType: button.dataset.caseType })
    }
    const onClick = (event: MouseEvent) =>
      openFrom(event.target instanceof Element ? event.target.closest<HTMLElement>(CASE_REVIEW_BUTTON) : null)
    document.addEventListener('click', onClick)
    // Marks the buttons that now open a dialog (tests and styles can tell a live button).
    for (const button of document.querySelectorAll<HTMLElement>(CASE_REVIEW_BUTTON)) button.dataset.ready = ''
    // A tap that came while this was loading (components/lead/earlyOpens.ts).
    openFrom(takeEarlyOpen())
    return () => document.removeEventListener('click', onClick)
  }, [forms])

  const close = () => {
    setOpen(null)
    // Back to the button that opened the dialog (Safari does not focus a clicked button).
    const button = opener.current
    requestAnimationFrame(() => button?.isConnected && button.focus())
  }

  return forms.map((config) => (
    <CaseReviewDialog
      key={config.name}
      config={config}
      phone={phone}
      notice={notice}
      thanks={thanks}
      words={words}
      open={open?.form === config.name}
      preselect={open?.form === config.name ? open.caseType : undefined}
      onClose={close}
    />
  ))
}
