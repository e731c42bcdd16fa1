/** The one message shown at a time (a new one replaces it), shared by every island of the page. */

export interface ToastMessage {
  tone: 'success' | 'error'
  title: string
  description?: string
  /** The close button's name, in the page's language. */
  dismissLabel: string
}

export interface Toast extends ToastMessage {
  id: number
}

let current: Toast | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

export const toastStore = {
  get: (): Toast | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  show(message: ToastMessage): void {
    current = { ...message, id: nextId++ }
    emit()
  },
  dismiss(id: number): void {
    if (current?.id !== id) return
    current = null
    emit()
  },
}
