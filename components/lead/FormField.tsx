import type { ReactNode } from 'react'

/** The look of every input, select and text box of the lead forms. */
export const fieldControlClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

/** The id of the sentence shown under a field (its control names it in aria-describedby). */
export const errorId = (id: string) => `${id}-error`

/**
 * A visible label above its control; a required field's label ends with " *" (the star is not
 * read out). `error`, when given, shows under the control in words (never only in colour).
 */
export function FormField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
