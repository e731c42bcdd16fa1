/** Shows a message in the page's `#toast-region` (components/layout/ToastRegion.tsx), mounting the toaster on first use. */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster } from './Toaster.tsx'
import { toastStore, type ToastMessage } from './toastStore.ts'

let mounted = false

export function showToast(message: ToastMessage): void {
  const region = document.getElementById('toast-region')
  if (!mounted && region) {
    createRoot(region).render(createElement(Toaster))
    mounted = true
  }
  toastStore.show(message)
}
