import { useCallback, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { ToastCard } from './ToastCard.tsx'
import { toastStore } from './toastStore.ts'

/**
 * Renders the current message, if any (one at a time). While a modal dialog is open the rest of
 * the page is inert (hidden from screen readers, under the backdrop), so the message goes to the
 * dialog's own message slot instead. A success closes the dialog, so its message stays on the page.
 */
export function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null)
  const id = toast?.id ?? 0
  const dismiss = useCallback(() => toastStore.dismiss(id), [id])
  if (!toast) return null
  const card = <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
  const dialogSlot = toast.tone === 'error' ? document.querySelector<HTMLElement>('[data-toast-slot]') : null
  return dialogSlot ? createPortal(card, dialogSlot) : card
}
