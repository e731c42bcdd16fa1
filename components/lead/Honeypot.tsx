import type { RefObject } from 'react'

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots tend to fill in: a filled one means the lead is not sent.
 */
export function Honeypot({
  id,
  label,
  inputRef,
}: {
  id: string
  label: string
  inputRef: RefObject<HTMLInputElement | null>
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
