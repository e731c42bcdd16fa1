import { useEffect } from 'react'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { LeadFormConfig, LeadNotice } from '../../lib/content/schema/leadTypes.ts'
import { useLeadForm } from './useLeadForm.ts'
import { CaseReviewFields } from './CaseReviewFields.tsx'
import { toastRegionClass } from '../layout/ToastRegion.tsx'
import type { LeadWords } from './leadMessages.ts'

interface Props {
  config: LeadFormConfig
  phone: string
  notice: LeadNotice
  thanks: string
  words: LeadWords
  open: boolean
  /** The case type the opening button asked for. */
  preselect?: string
  onClose: () => void
}

/**
 * One case-review dialog (at most 425px wide). Its values live here, not in the panel, so
 * closing and reopening it keeps them; it closes itself after a successful send.
 */
export function CaseReviewDialog({ config, phone, notice, thanks, words, open, preselect, onClose }: Props) {
  // Closes the dialog after a send, but a lead sent from the outbox while it is closed must not move focus.
  const state = useLeadForm(config, phone, thanks, words, open ? onClose : undefined)
  const { setField } = state
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens (see the comment inside).
  useEffect(() => {
    if (open && preselect && config.options.some((o) => o.value === preselect)) setField('caseType', preselect)
    // Only when the dialog opens: a choice made inside it afterwards is the visitor's.
  }, [open, preselect])

  // Mounted only while open: a closed Headless UI Dialog still renders a hidden element with an
  // inline style, which the Content-Security-Policy (style-src 'self') refuses. No `transition`
  // prop: the build leaves Headless UI's transition code out (scripts/vite-plugin-dialog-without-transitions.ts).
  if (!open) return null
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-navy-950/60" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            data-lead-dialog={config.name}
            className="w-full max-w-[425px] rounded-lg bg-white p-6 text-slate-800 shadow-xl"
          >
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="font-serif text-2xl font-bold text-navy-900">{config.title}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label={words.close}
                className="-mr-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-slate-600 hover:bg-slate-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {config.intro && <p className="mt-1 text-sm text-slate-600">{config.intro}</p>}
            <div className="mt-4">
              <CaseReviewFields config={config} state={state} notice={notice} words={words} focusFirst />
            </div>
            {/* Messages while the dialog is open (components/ui/toast/Toaster.tsx): inside the panel, so they are neither inert nor an outside click. */}
            <div data-toast-slot="" role="status" aria-live="polite" aria-atomic="true" className={toastRegionClass} />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
