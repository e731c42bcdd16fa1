/**
 * A lead form's state for React: the form's machine (components/lead/machine/leadMachine.ts, where
 * the behaviour is) with the browser's ports, its messages shown as toasts, focus moved after the
 * next paint, and the `online` event.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react'
import type { LeadFieldsConfig, LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { createLeadMachine, type FieldErrors } from './machine/leadMachine.ts'
import { browserPorts } from './browserPorts.ts'
import type { LeadWords } from './leadMessages.ts'
import { showToast } from '../ui/toast/showToast.ts'

export type { FieldErrors }

export interface LeadFormState {
  values: LeadValues
  setField: (field: keyof LeadValues, value: string) => void
  /** Required fields found empty by the last attempt, until they are filled in. */
  invalid: ReadonlySet<keyof LeadValues>
  /** A sentence to show beside a field (the service refused it, the description is too long). */
  fieldErrors: FieldErrors
  submitting: boolean
  /** True once the form runs in the browser (before that, the server-rendered form cannot send). */
  ready: boolean
  honeypot: RefObject<HTMLInputElement | null>
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * `phone`: the number the messages offer when a lead cannot be sent now (site.yaml's toll-free line);
 * `thanks`: lead-forms.yaml's sentence after a send, with `{topic}` for the form's topic;
 * `words`: the form's messages in the page's language; `onSent`: the lead the form shows went out.
 */
export function useLeadForm(
  config: LeadFieldsConfig,
  phone: string,
  thanks: string,
  words: LeadWords,
  onSent?: () => void,
): LeadFormState {
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const latestOnSent = useRef(onSent)
  latestOnSent.current = onSent
  // One machine for the form's life: an island's props do not change.
  const [machine] = useState(() =>
    createLeadMachine({ config, phone, thanks, words }, browserPorts, {
      show: showToast,
      // After the next paint, so that the field already shows its message (aria-invalid, aria-describedby) when focused.
      focus: (field) =>
        requestAnimationFrame(() => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus()),
      sent: () => latestOnSent.current?.(),
    }),
  )
  const state = useSyncExternalStore(machine.subscribe, machine.get, machine.get)

  useEffect(() => {
    const stop = machine.start()
    window.addEventListener('online', machine.online)
    return () => {
      window.removeEventListener('online', machine.online)
      stop()
    }
  }, [machine])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    // The browser's own format checks (e-mail): reportValidity shows its message when they fail.
    void machine.submit(honeypot.current?.value ?? '', () => form.reportValidity())
  }

  return {
    values: state.values,
    setField: machine.setField,
    invalid: state.invalid,
    fieldErrors: state.fieldErrors,
    submitting: state.phase === 'sending',
    ready: state.phase !== 'starting',
    honeypot,
    formRef,
    onSubmit,
  }
}
