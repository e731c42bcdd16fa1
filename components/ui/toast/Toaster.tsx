import { useCallback, useSyncExternalStore } from 'react'
import { ToastCard } from './ToastCard'
import { toastStore } from './toastStore'

/** Renders the current message, if any (one at a time). */
export function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null)
  const id = toast?.id ?? 0
  const dismiss = useCallback(() => toastStore.dismiss(id), [id])
  return toast ? <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} /> : null
}
