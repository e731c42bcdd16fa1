import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { Toast } from './toastStore.ts'

const DURATION_MS = 5000
const SWIPE_DISMISS_PX = 50

const tones = {
  success: 'border-slate-200 bg-white text-slate-900',
  error: 'border-red-800 bg-red-700 text-white',
}

/**
 * One message: leaves after 5 s (paused while pointed at or focused), or at once by its close
 * button or a swipe right of more than 50 px.
 */
export function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const card = useRef<HTMLDivElement>(null)
  const swipeStart = useRef<number | null>(null)
  const remaining = useRef(DURATION_MS)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    if (hovered || focused) return
    const started = Date.now()
    const timer = setTimeout(onDismiss, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [hovered, focused, onDismiss])

  const moveTo = (px: number, animate: boolean) => {
    if (!card.current) return
    card.current.style.transition = animate ? 'transform 150ms ease' : 'none'
    card.current.style.transform = px ? `translateX(${px}px)` : ''
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return
    swipeStart.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) moveTo(Math.max(0, event.clientX - swipeStart.current), false)
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (event.type === 'pointerup' && distance > SWIPE_DISMISS_PX) onDismiss()
    else moveTo(0, true)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer and a finger swipes the card away; its close button is the control.
    <div
      ref={card}
      data-toast={toast.tone}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={`pointer-events-auto relative w-full touch-pan-y select-none rounded-lg border p-4 pr-12 shadow-lg ${tones[toast.tone]}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      <button
        type="button"
        onClick={onDismiss}
        aria-label={toast.dismissLabel}
        className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md text-xl leading-none opacity-80 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
